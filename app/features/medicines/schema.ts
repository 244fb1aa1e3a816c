import { z } from 'zod';
import { lineOfText } from '~/features/account/schema';
import { dateField, timeField } from '~/http/fields';
import { isTimeZone } from '~/features/time-zone/zoned-time';

export const MEDICINE_NAME_MAX_LENGTH = 200;
export const MEDICINE_TEXT_MAX_LENGTH = 100;
export const MEDICINE_DESCRIPTION_MAX_LENGTH = 2000;
/** A week: the longest interval between two doses the schedule takes. */
export const MAX_INTERVAL_HOURS = 168;
/** Half an hour: the shortest (a shorter one would list thousands of doses a week). */
export const MIN_INTERVAL_HOURS = 0.5;
/** More units than anyone keeps at home (ten thousand tablets) is a typing mistake. */
export const MAX_UNITS_ON_HAND = 10_000;
export const MAX_REFILL_LEAD_DAYS = 60;
export const DEFAULT_REFILL_LEAD_DAYS = 7;

// Control characters other than line breaks and tabs (NUL included, which PostgreSQL cannot store).
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const requiredLine = (max: number, tooLong: string) =>
  lineOfText(
    z.string({ error: 'common:errors.required' }).trim().min(1, 'common:errors.required').max(max, tooLong),
    'common:errors.required',
  );

const optionalLine = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !/\p{Cc}/u.test(value), 'common:errors.invalid_characters')
    .default('');

/** A decimal number typed in a form (a comma is taken as the decimal point). */
function decimal(message: string) {
  return z
    .string({ error: 'common:errors.required' })
    .trim()
    .min(1, 'common:errors.required')
    .transform((text) => text.replace(',', '.'))
    .pipe(z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, message))
    .transform(Number);
}

export const medicineSchema = z.object({
  name: requiredLine(MEDICINE_NAME_MAX_LENGTH, 'medicines:errors.too_long'),
  name2: optionalLine(MEDICINE_NAME_MAX_LENGTH, 'medicines:errors.too_long'),
  description: z
    .string()
    .trim()
    .max(MEDICINE_DESCRIPTION_MAX_LENGTH, 'medicines:errors.too_long')
    .refine((value) => !CONTROL_EXCEPT_LINES.test(value), 'common:errors.invalid_characters')
    .default(''),
  usageAmount: requiredLine(MEDICINE_TEXT_MAX_LENGTH, 'medicines:errors.too_long'),
  usageInterval: decimal('medicines:errors.invalid_interval').pipe(
    z
      .number()
      .min(MIN_INTERVAL_HOURS, 'medicines:errors.invalid_interval')
      .max(MAX_INTERVAL_HOURS, 'medicines:errors.invalid_interval'),
  ),
  usageStartDate: dateField('medicines'),
  usageStartTime: timeField('medicines'),
  dosage: optionalLine(MEDICINE_TEXT_MAX_LENGTH, 'medicines:errors.too_long'),
  /** Units on hand; empty when the user does not count them. */
  amount: z
    .string()
    .trim()
    .default('')
    .transform((text) => text.replace(',', '.'))
    .refine((text) => text === '' || /^\d{1,6}(\.\d{1,2})?$/.test(text), 'medicines:errors.invalid_amount')
    .transform((text) => (text === '' ? null : Number(text)))
    .refine((units) => units === null || units <= MAX_UNITS_ON_HAND, 'medicines:errors.invalid_amount'),
  refillLeadDays: z
    .string()
    .trim()
    .default(String(DEFAULT_REFILL_LEAD_DAYS))
    .transform((text) => text || String(DEFAULT_REFILL_LEAD_DAYS))
    .pipe(z.string().regex(/^\d{1,2}$/, 'medicines:errors.invalid_lead_days'))
    .transform(Number)
    .pipe(z.number().max(MAX_REFILL_LEAD_DAYS, 'medicines:errors.invalid_lead_days')),
});

export type MedicineInput = z.output<typeof medicineSchema>;

export const doseMarkSchema = z.object({
  medicineId: z
    .string()
    .regex(/^\d{1,15}$/, 'medicines:errors.dose_not_found')
    .transform(Number),
  /** The dose's instant as ISO text, as the page listed it. */
  scheduledAt: z
    .string()
    .max(40)
    .refine(
      (text) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(text),
      'medicines:errors.dose_not_found',
    )
    .transform((text) => Date.parse(text))
    .refine((instant) => Number.isFinite(instant), 'medicines:errors.dose_not_found'),
  status: z.enum(['taken', 'skipped'], { error: 'medicines:errors.dose_not_found' }),
  /** When it was taken, local 'YYYY-MM-DDTHH:mm'; empty means now. */
  takenAt: z
    .string()
    .trim()
    .default('')
    .refine(
      (text) => text === '' || /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(text),
      'medicines:errors.invalid_taken_at',
    ),
});

export type DoseMarkInput = z.output<typeof doseMarkSchema>;

export const timeZoneSchema = z.object({
  timeZone: z
    .string({ error: 'common:errors.required' })
    .trim()
    .min(1, 'common:errors.required')
    .max(64, 'medicines:errors.invalid_time_zone')
    .refine(isTimeZone, 'medicines:errors.invalid_time_zone'),
});
