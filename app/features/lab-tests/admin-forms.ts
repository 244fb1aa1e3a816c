import { z } from 'zod';
import { orderIdSchema, TEST_ORDER_STATUSES } from './schema';
import type { MetagenomeForm } from './validation';

/** The fields every admin dialog of the test-request list may post. */
export const ADMIN_FORM_FIELDS = [
  'intent',
  'orderId',
  'status',
  'description',
  'candidateVariants',
  'levels',
];

/** The largest form: 100 levels in each list as JSON, with headroom. */
export const ADMIN_FORM_MAX_BYTES = 64 * 1024;

const text = z.string().default('');

/** Which dialog posted, with its fields; messages are i18n keys. */
export const adminTestOrderForm = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('status'),
      orderId: orderIdSchema,
      status: z.enum(TEST_ORDER_STATUSES, { error: 'lab-tests:errors.status_not_allowed' }),
    }),
    z.object({
      intent: z.literal('genome'),
      orderId: orderIdSchema,
      description: text,
      candidateVariants: text,
    }),
    z.object({ intent: z.literal('metagenome'), orderId: orderIdSchema, levels: text }),
  ],
  { error: 'lab-tests:errors.unknown_change' },
);

/** One variant a line, as the genome edit dialog's text area holds them. */
export function variantLines(text: string): string[] {
  return text.split(/\r?\n/);
}

const cell = z.string().max(1000);
const levelRow = z.object({ name: cell, percent: cell, min: cell, max: cell });
const levelsJson = z.object({ Phylum: z.array(levelRow).max(1000), Genus: z.array(levelRow).max(1000) });

/** The metagenome dialog's rows, sent as one JSON field; null when they are not rows at all. */
export function readLevelRows(json: string): MetagenomeForm | null {
  try {
    const parsed = levelsJson.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
