import { z } from 'zod';
import { lineOfText } from '~/features/account/schema';
import { readDecimal } from '~/i18n/decimal';
import type { BloodTestResult } from '~/db/schema/tracking';
import { MARKER_IDS, MARKERS, unitOf, type MarkerId } from './markers';

export const TITLE_MAX_LENGTH = 200;
export const LAB_MAX_LENGTH = 120;
export const NOTES_MAX_LENGTH = 2000;
const NUMBER_MAX_LENGTH = 20;
/** Dates a test may carry: none before this, none after today anywhere on Earth. */
export const EARLIEST_TEST_DATE = '1900-01-01';
// UTC+14 (Kiribati) is the earliest "today"; a date beyond it is in the future for everyone.
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

export function latestTestDate(now = new Date()): string {
  return new Date(now.getTime() + LATEST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Control characters other than line breaks and tabs, which a multi-line note may hold. */
function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
  });
}

export const markerField = (id: MarkerId, part: 'value' | 'unit' | 'low' | 'high') => `${id}_${part}`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A YYYY-MM-DD calendar date that exists and is not in the future. */
export const pastDateField = z
  .string({ error: 'common:errors.required' })
  .trim()
  .min(1, 'common:errors.required')
  .refine(isRealDate, { message: 'blood-tests:errors.date_format', abort: true })
  .refine((text) => text >= EARLIEST_TEST_DATE, 'blood-tests:errors.date_too_early')
  .refine((text) => text <= latestTestDate(), 'blood-tests:errors.date_future');

const numberText = z.string().max(NUMBER_MAX_LENGTH, 'blood-tests:errors.not_a_number').optional();

const markerShape = Object.fromEntries(
  MARKER_IDS.flatMap((id) => [
    [markerField(id, 'value'), numberText],
    [
      markerField(id, 'unit'),
      z
        .enum(MARKERS[id].units.map((unit) => unit.id) as [string, ...string[]], {
          error: 'blood-tests:errors.unit_not_listed',
        })
        .optional(),
    ],
    [markerField(id, 'low'), numberText],
    [markerField(id, 'high'), numberText],
  ]),
) as Record<string, typeof numberText>;

type Issue = { path: string; message: string };

/** The markers of a valid form, or the fields at fault. */
export function readMarkers(form: Record<string, string | undefined>): {
  results: BloodTestResult[];
  issues: Issue[];
} {
  const results: BloodTestResult[] = [];
  const issues: Issue[] = [];
  for (const id of MARKER_IDS) {
    const marker = MARKERS[id];
    const unit = unitOf(marker, form[markerField(id, 'unit')] ?? '') ?? marker.units[0];
    const read = (part: 'value' | 'low' | 'high') => {
      const parsed = readDecimal(form[markerField(id, part)]);
      const path = markerField(id, part);
      if (parsed === 'invalid') issues.push({ path, message: 'blood-tests:errors.not_a_number' });
      else if (parsed !== null && parsed < 0) issues.push({ path, message: 'blood-tests:errors.negative' });
      else return parsed;
      return undefined;
    };
    const value = read('value');
    const low = read('low');
    const high = read('high');
    if (value === null || value === undefined) continue;
    const canonical = unit.toCanonical(value);
    if (canonical < marker.plausible.min || canonical > marker.plausible.max) {
      issues.push({ path: markerField(id, 'value'), message: 'blood-tests:errors.implausible' });
      continue;
    }
    if (low !== undefined && high !== undefined && low !== null && high !== null && low >= high) {
      issues.push({ path: markerField(id, 'high'), message: 'blood-tests:errors.range_order' });
      continue;
    }
    if (low === undefined || high === undefined) continue;
    results.push({ marker: id, value, unit: unit.id, lab_low: low, lab_high: high });
  }
  return { results, issues };
}

export const bloodTestSchema = z
  .object({
    title: lineOfText(
      z
        .string({ error: 'common:errors.required' })
        .trim()
        .min(1, 'common:errors.required')
        .max(TITLE_MAX_LENGTH, 'blood-tests:errors.too_long'),
      'common:errors.required',
    ),
    takenOn: pastDateField,
    lab: lineOfText(
      z.string().trim().max(LAB_MAX_LENGTH, 'blood-tests:errors.too_long'),
      'common:errors.required',
    ).optional(),
    notes: z
      .string()
      .trim()
      .max(NOTES_MAX_LENGTH, 'blood-tests:errors.too_long')
      .refine((text) => !hasControlCharacter(text), 'common:errors.invalid_characters')
      .optional(),
    ...markerShape,
  })
  .superRefine((value, ctx) => {
    const { results, issues } = readMarkers(value as Record<string, string | undefined>);
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    if (issues.length === 0 && results.length === 0) {
      ctx.addIssue({ code: 'custom', path: [], message: 'blood-tests:errors.no_markers' });
    }
  });

export type BloodTestForm = z.output<typeof bloodTestSchema>;

export type BloodTestInput = {
  title: string;
  takenOn: string;
  lab: string;
  notes: string;
  results: BloodTestResult[];
};

export function bloodTestInput(form: BloodTestForm): BloodTestInput {
  return {
    title: form.title,
    takenOn: form.takenOn,
    lab: form.lab ?? '',
    notes: form.notes ?? '',
    results: readMarkers(form as Record<string, string | undefined>).results,
  };
}

/** The form's field names: 4 of the test and 4 for each marker. */
export const BLOOD_TEST_FIELD_COUNT = 4 + MARKER_IDS.length * 4;
