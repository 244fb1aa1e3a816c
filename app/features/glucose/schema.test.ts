import { describe, expect, it } from 'vitest';
import { measuredInstant, readingSchema, targetSchema } from './schema';

const base = {
  value: '110',
  unit: 'mg/dL',
  context: 'fasting',
  measuredAt: '2026-03-01T08:15',
  timeZone: 'Europe/Istanbul',
};

function errorsOf(schema: typeof readingSchema | typeof targetSchema, form: Record<string, string>) {
  const parsed = schema.safeParse(form);
  if (parsed.success) return null;
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the glucose reading form', () => {
  it('reads the time in the browser time zone', () => {
    const form = readingSchema.parse(base);
    expect(measuredInstant(form).toISOString()).toBe('2026-03-01T05:15:00.000Z');
  });

  it('accepts mmol/L with a decimal comma', () => {
    expect(errorsOf(readingSchema, { ...base, value: '6,1', unit: 'mmol/L' })).toBeNull();
  });

  it.each([
    ['below 10 mg/dL', { value: '9' }, 'value', 'glucose:errors.out_of_bounds'],
    ['above 1000 mg/dL', { value: '1001' }, 'value', 'glucose:errors.out_of_bounds'],
    [
      'above 1000 mg/dL given in mmol/L',
      { value: '56', unit: 'mmol/L' },
      'value',
      'glucose:errors.out_of_bounds',
    ],
    ['a value that is no number', { value: 'ten' }, 'value', 'glucose:errors.not_a_number'],
    ['a unit not in the list', { unit: 'g/L' }, 'unit', 'glucose:errors.unit_not_listed'],
    ['a situation not in the list', { context: 'lunch' }, 'context', 'glucose:errors.context_not_listed'],
    [
      'a time in another format',
      { measuredAt: '01.03.2026 08:15' },
      'measuredAt',
      'glucose:errors.time_format',
    ],
    ['a time in the future', { measuredAt: '2999-01-01T08:00' }, 'measuredAt', 'glucose:errors.time_future'],
    ['an oversized note', { note: 'x'.repeat(301) }, 'note', 'glucose:errors.too_long'],
  ])('refuses %s', (_name, change, path, message) => {
    expect(errorsOf(readingSchema, { ...base, ...change })?.[path]).toBe(message);
  });

  it('falls back to UTC for a time zone it does not know', () => {
    const form = readingSchema.parse({ ...base, timeZone: 'Mars/Olympus' });
    expect(measuredInstant(form).toISOString()).toBe('2026-03-01T08:15:00.000Z');
  });
});

describe('the target range form', () => {
  it('refuses a range upside down or narrower than 10 mg/dL, or outside 10–1000', () => {
    expect(errorsOf(targetSchema, { low: '140', high: '80', unit: 'mg/dL' })?.high).toBe(
      'glucose:errors.target_order',
    );
    expect(errorsOf(targetSchema, { low: '100', high: '105', unit: 'mg/dL' })?.high).toBe(
      'glucose:errors.target_order',
    );
    expect(errorsOf(targetSchema, { low: '5', high: '105', unit: 'mg/dL' })?.low).toBe(
      'glucose:errors.out_of_bounds',
    );
    expect(errorsOf(targetSchema, { low: '3.9', high: '10', unit: 'mmol/L' })).toBeNull();
  });
});
