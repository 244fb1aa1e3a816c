import { z } from 'zod';
import type { ChatTask } from '~/ai/types';
import { getLocale, locales, type LocaleCode } from '~/i18n/locales';
import { rateFeeling } from './feeling';

// The feeling rating the voice assistant asks for; declared here, beside the rater it uses.

const localeCodes = locales.map((locale) => locale.code) as [LocaleCode, ...LocaleCode[]];
const feelingInputSchema = z.object({
  /** What the user said when asked how they feel today. */
  said: z.string().min(1).max(500),
  locale: z.enum(localeCodes),
});
export type FeelingInput = z.infer<typeof feelingInputSchema>;

/**
 * Spec 001 (today-feeling): how much the user needs an expert today, 1 to 10; 7 or more leads to
 * talk-to-expert. The answer must be the number alone: anything else is Wrong Format.
 */
export const rateFeelingTask: ChatTask<FeelingInput, number> = {
  name: 'rate-feeling',
  mode: 'text',
  tries: 3,
  maxTokens: 5,
  input: feelingInputSchema,
  output: z
    .string()
    .regex(/^(?:10|[1-9])$/)
    .transform(Number),
  instructions: ({ locale }) =>
    `The user said, in ${getLocale(locale).name}, how they feel today. Rate from 1 to 10 how much ` +
    `they need to talk to a health expert today: 10 for any mention of self-harm or an emergency ` +
    `(chest pain, not able to breathe, fainting), 1 when they feel well. Answer with the number only.`,
  embedded: ({ said, locale }) => String(rateFeeling(said, locale)),
};
