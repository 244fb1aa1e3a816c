import { z } from 'zod';
import { POSTURE_EXERCISES } from './exercises';

/** No one does more in one go; a larger count is a fault or a forged form. */
export const MAX_SAVED_REPS = 1000;
/** A session longer than four hours is not a posture check. */
export const MAX_SESSION_SECONDS = 4 * 60 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The user's "today" is their own clock's: within a day of the server's, either way (time zones). */
function isToday(value: string, now = Date.now()): boolean {
  const distance = Math.abs(new Date(`${value}T12:00:00Z`).getTime() - now);
  return distance <= DAY_MS + 12 * 60 * 60 * 1000;
}

const wholeNumber = (min: number, max: number, key: string) =>
  z.coerce
    .number({ error: 'posture:errors.not_a_number' })
    .int('posture:errors.not_a_number')
    .min(min, key)
    .max(max, key);

// Messages are i18n keys; the page translates them.
export const saveResultSchema = z.object({
  exercise: z.enum(POSTURE_EXERCISES, { error: 'posture:errors.unknown_exercise' }),
  reps: wholeNumber(1, MAX_SAVED_REPS, 'posture:errors.reps_range'),
  seconds: wholeNumber(0, MAX_SESSION_SECONDS, 'posture:errors.seconds_range'),
  date: z
    .string({ error: 'posture:errors.bad_date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'posture:errors.bad_date')
    .refine(isRealDate, 'posture:errors.bad_date')
    .refine((value) => isToday(value), 'posture:errors.not_today'),
  time: z
    .string({ error: 'posture:errors.bad_time' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'posture:errors.bad_time'),
});

export type SaveResult = z.output<typeof saveResultSchema>;
