import { describe, expect, it } from 'vitest';
import { bloodTestInput, bloodTestSchema, latestTestDate } from './schema';

const base = { title: 'Check-up', takenOn: '2026-03-10', lab: '', notes: '' };

function errorsOf(form: Record<string, string>) {
  const parsed = bloodTestSchema.safeParse(form);
  if (parsed.success) return null;
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the blood test form', () => {
  it('reads markers in the unit chosen, with the lab range, decimal commas too', () => {
    const form = {
      ...base,
      glucose_fasting_value: '5,8',
      glucose_fasting_unit: 'mmol/L',
      tsh_value: '4.2',
      tsh_low: '0.27',
      tsh_high: '4.5',
    };
    const parsed = bloodTestSchema.parse(form);
    expect(bloodTestInput(parsed).results).toEqual([
      { marker: 'glucose_fasting', value: 5.8, unit: 'mmol/L', lab_low: null, lab_high: null },
      { marker: 'tsh', value: 4.2, unit: 'mIU/L', lab_low: 0.27, lab_high: 4.5 },
    ]);
  });

  it.each([
    ['not a date', { takenOn: '10/03/2026' }, 'takenOn', 'blood-tests:errors.date_format'],
    ['an impossible date', { takenOn: '2026-02-30' }, 'takenOn', 'blood-tests:errors.date_format'],
    ['a future date', { takenOn: '2999-01-01' }, 'takenOn', 'blood-tests:errors.date_future'],
    ['a value that is no number', { ldl_value: 'high' }, 'ldl_value', 'blood-tests:errors.not_a_number'],
    ['a negative value', { ldl_value: '-3' }, 'ldl_value', 'blood-tests:errors.negative'],
    [
      'an absurd value',
      { glucose_fasting_value: '5000' },
      'glucose_fasting_value',
      'blood-tests:errors.implausible',
    ],
    [
      'an absurd value in the other unit',
      { hba1c_value: '6.5', hba1c_unit: 'mmol/mol' },
      'hba1c_value',
      'blood-tests:errors.implausible',
    ],
    [
      'a unit not in the list',
      { ldl_value: '100', ldl_unit: 'g/L' },
      'ldl_unit',
      'blood-tests:errors.unit_not_listed',
    ],
    [
      'a lab range upside down',
      { tsh_value: '2', tsh_low: '4', tsh_high: '1' },
      'tsh_high',
      'blood-tests:errors.range_order',
    ],
    ['an oversized title', { title: 'x'.repeat(201) }, 'title', 'blood-tests:errors.too_long'],
    ['oversized notes', { notes: 'x'.repeat(2001) }, 'notes', 'blood-tests:errors.too_long'],
  ])('refuses %s', (_name, change, path, message) => {
    expect(errorsOf({ ...base, ldl_value: '120', ...change })?.[path]).toBe(message);
  });

  it('refuses a test without any marker', () => {
    expect(errorsOf(base)?.['']).toBe('blood-tests:errors.no_markers');
  });

  it('accepts today in the earliest time zone but not the day after', () => {
    const latest = latestTestDate();
    expect(errorsOf({ ...base, ldl_value: '90', takenOn: latest })).toBeNull();
    const after = new Date(`${latest}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    expect(errorsOf({ ...base, ldl_value: '90', takenOn: after.toISOString().slice(0, 10) })?.takenOn).toBe(
      'blood-tests:errors.date_future',
    );
  });
});
