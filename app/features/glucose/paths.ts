import { z } from 'zod';
import type { GlucoseView } from './glucose';

export const GLUCOSE_PATH = '/glucose';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The page's address: ?view=day|week&day=YYYY-MM-DD (a real date), anything else is a 404. */
export const glucoseAddressSchema = z.object({
  view: z.enum(['day', 'week']).default('day'),
  day: z
    .string()
    .regex(ISO_DAY)
    .refine((text) => new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text)
    .optional(),
});

export function glucoseHref(view: GlucoseView, day: string): string {
  return `${GLUCOSE_PATH}?view=${view}&day=${day}`;
}

/** A reading id from a form: digits only, or null (answered with 404). */
export function parseReadingId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
