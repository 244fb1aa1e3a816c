import { z } from 'zod';

// Fields every form of dated records shares (events, medicines, the trackers), and row ids from
// the address. Messages are translation keys.

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A calendar date that exists (2026-02-30 does not), between the years 1900 and 2200. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2200 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** YYYY-MM-DD, as the spec writes dates. Messages are keys of the namespace given. */
export const dateField = (namespace: string) =>
  z
    .string({ error: 'common:errors.required' })
    .trim()
    .min(1, 'common:errors.required')
    .refine(isCalendarDate, `${namespace}:errors.invalid_date`);

/** HH:mm on a 24-hour clock. */
export const timeField = (namespace: string) =>
  z
    .string({ error: 'common:errors.required' })
    .trim()
    .min(1, 'common:errors.required')
    .regex(TIME_PATTERN, `${namespace}:errors.invalid_time`);

/** A row id from the address: digits only, or nothing (the page answers 404). */
export function parseRowId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
