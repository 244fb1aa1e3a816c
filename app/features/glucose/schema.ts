import { z } from 'zod';
import { readDecimal } from '~/i18n/decimal';
import {
  GLUCOSE_CONTEXTS,
  GLUCOSE_UNITS,
  isPlausibleMgDl,
  TARGET_MIN_WIDTH_MG_DL,
  toMgDl,
  type GlucoseUnit,
} from './glucose';
import { instantOfLocal, isTimeZone } from '~/features/time-zone/zoned-time';

export const NOTE_MAX_LENGTH = 300;
const CLOCK_SKEW_MS = 60 * 1000;
const EARLIEST_READING = '2000-01-01T00:00:00Z';
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

function isRealDateTime(text: string): boolean {
  if (!LOCAL_DATE_TIME.test(text)) return false;
  const date = new Date(`${text}:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 16) === text;
}

const unitField = z.enum(GLUCOSE_UNITS, { error: 'glucose:errors.unit_not_listed' });

const valueText = z
  .string({ error: 'common:errors.required' })
  .trim()
  .min(1, 'common:errors.required')
  .max(20, 'glucose:errors.not_a_number');

function checkValue(text: string, unit: GlucoseUnit, path: string, ctx: z.RefinementCtx): number | undefined {
  const value = readDecimal(text);
  if (value === null || value === 'invalid') {
    ctx.addIssue({ code: 'custom', path: [path], message: 'glucose:errors.not_a_number' });
    return undefined;
  }
  const mgDl = toMgDl(value, unit);
  if (!isPlausibleMgDl(mgDl)) {
    ctx.addIssue({ code: 'custom', path: [path], message: 'glucose:errors.out_of_bounds' });
    return undefined;
  }
  return mgDl;
}

/**
 * A reading: the value in the unit chosen, when (wall-clock time in the browser's time zone, which
 * the form sends along), and the situation. The future is refused; a minute of clock skew is not.
 */
export const readingSchema = z
  .object({
    value: valueText,
    unit: unitField,
    context: z.enum(GLUCOSE_CONTEXTS, { error: 'glucose:errors.context_not_listed' }),
    measuredAt: z
      .string({ error: 'common:errors.required' })
      .trim()
      .min(1, 'common:errors.required')
      .refine(isRealDateTime, { message: 'glucose:errors.time_format', abort: true }),
    timeZone: z.string().refine(isTimeZone, 'glucose:errors.time_zone').catch('UTC'),
    note: z
      .string()
      .trim()
      .max(NOTE_MAX_LENGTH, 'glucose:errors.too_long')
      .refine((text) => !/\p{Cc}/u.test(text), 'common:errors.invalid_characters')
      .optional(),
  })
  .superRefine((form, ctx) => {
    checkValue(form.value, form.unit, 'value', ctx);
    if (!isRealDateTime(form.measuredAt)) return;
    const at = instantOfLocal(form.measuredAt, form.timeZone);
    if (at > Date.now() + CLOCK_SKEW_MS) {
      ctx.addIssue({ code: 'custom', path: ['measuredAt'], message: 'glucose:errors.time_future' });
    } else if (at < Date.parse(EARLIEST_READING)) {
      ctx.addIssue({ code: 'custom', path: ['measuredAt'], message: 'glucose:errors.time_too_early' });
    }
  });

/** The instant a valid form's reading was taken. */
export function measuredInstant(form: ReadingForm): Date {
  return new Date(instantOfLocal(form.measuredAt, form.timeZone));
}

export type ReadingForm = z.output<typeof readingSchema>;

/** The user's own target range, in the unit they choose. */
export const targetSchema = z
  .object({
    low: valueText,
    high: valueText,
    unit: unitField,
  })
  .superRefine((form, ctx) => {
    const low = checkValue(form.low, form.unit, 'low', ctx);
    const high = checkValue(form.high, form.unit, 'high', ctx);
    if (low !== undefined && high !== undefined && high - low < TARGET_MIN_WIDTH_MG_DL) {
      ctx.addIssue({ code: 'custom', path: ['high'], message: 'glucose:errors.target_order' });
    }
  });

export type TargetForm = z.output<typeof targetSchema>;

/** A valid reading's value in mg/dL. */
export function readingMgDl(form: ReadingForm): number {
  return toMgDl(readDecimal(form.value) as number, form.unit);
}

/** A valid target's ends in mg/dL. */
export function targetMgDl(form: TargetForm): { low: number; high: number } {
  return {
    low: toMgDl(readDecimal(form.low) as number, form.unit),
    high: toMgDl(readDecimal(form.high) as number, form.unit),
  };
}
