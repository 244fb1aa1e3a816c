import { z } from 'zod';
import type { PlannerInput } from '~/features/planner';
import { locales, type LocaleCode } from '~/i18n/locales';

// The planner's input as it travels in a chat prompt: answers, the genetic profile and microbiome,
// the plan's comments and the language. Nothing in it names the user.

const localeCodes = locales.map((locale) => locale.code) as [LocaleCode, ...LocaleCode[]];
const localized = z.record(z.enum(localeCodes), z.string().max(2_000));
const source = z.union([
  z.object({ kind: z.literal('sample'), sampleId: z.string().max(20) }),
  z.object({ kind: z.literal('test'), orderId: z.number().int(), finishedAt: z.string().max(40) }),
]);

const healthSchema = z.object({
  genetic: z.object({
    source,
    description: z.string().max(2_000),
    variants: z
      .array(
        z.object({
          raw: z.string().max(200),
          gene: z.string().max(50).nullable(),
          rsid: z.string().max(50).nullable(),
          genotype: z.string().max(20).nullable(),
          traits: z.array(z.string().max(50)).max(20),
          meaning: localized.nullable(),
          source: z.string().max(500).nullable(),
        }),
      )
      .max(100),
  }),
  microbiome: z.object({
    source,
    levels: z
      .array(
        z.object({
          rank: z.enum(['Phylum', 'Genus']),
          name: z.string().max(100),
          percent: z.number().finite(),
          min: z.number().finite(),
          max: z.number().finite(),
          status: z.enum(['low', 'normal', 'high']),
        }),
      )
      .max(200),
  }),
});

export const plannerInputSchema = z.object({
  answers: z.record(
    z.string().max(100),
    z.array(z.union([z.string().max(500), z.number().finite(), z.boolean()])).max(50),
  ),
  health: healthSchema,
  comments: z.array(z.string().max(500)).max(500),
  locale: z.enum(localeCodes),
}) as unknown as z.ZodType<PlannerInput>;
