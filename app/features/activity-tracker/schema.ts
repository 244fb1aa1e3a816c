import { z } from 'zod';
import { exerciseKinds } from '~/db/schema/tracking';
import { isCalendarDate } from '~/http/fields';

export type TrackerType = (typeof exerciseKinds)[number];
/** The longest exercise name a completion may carry (the plans' names are far shorter). */
export const EXERCISE_NAME_MAX_LENGTH = 200;
/** How far back a day can still be marked, and how far the tracker's history reaches. */
export const MARKABLE_DAYS_BACK = 366;
/** Days before the month that the streak is counted over, so a streak may run across month ends. */
export const STREAK_LOOKBACK_DAYS = 92;
/** Planned items a day may hold, at most (a bound on the slot a form may name). */
const MAX_SLOT = 49;

const done = z.enum(['true', 'false'], { error: 'activity:errors.bad_done' }).transform((v) => v === 'true');

/** A planned item of one day, marked done or not done. */
export const markSchema = z.object({
  type: z.enum(exerciseKinds, { error: 'activity:errors.bad_type' }),
  date: z
    .string({ error: 'activity:errors.bad_date' })
    .trim()
    .refine(isCalendarDate, 'activity:errors.bad_date'),
  slot: z.coerce
    .number({ error: 'activity:errors.not_in_plan' })
    .int('activity:errors.not_in_plan')
    .min(0, 'activity:errors.not_in_plan')
    .max(MAX_SLOT, 'activity:errors.not_in_plan'),
  name: z
    .string({ error: 'activity:errors.not_in_plan' })
    .trim()
    .min(1, 'activity:errors.not_in_plan')
    .max(EXERCISE_NAME_MAX_LENGTH, 'activity:errors.name_too_long'),
  done,
});

export type MarkInput = z.output<typeof markSchema>;

/** A tracker row of the user's, by its id, marked done or not done. */
export const rowMarkSchema = z.object({
  id: z
    .string({ error: 'activity:errors.bad_row' })
    .regex(/^\d{1,15}$/, 'activity:errors.bad_row')
    .transform(Number)
    .refine((id) => Number.isSafeInteger(id) && id > 0, 'activity:errors.bad_row'),
  done,
});

/** The first message key of a refused form, for the toast. */
export function firstErrorKey(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'activity:errors.bad_input';
}
