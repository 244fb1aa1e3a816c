import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateResult, sexFromAnswer } from './evaluate';
import { convert, flagFor, ifccFromNgsp, MARKER_IDS, MARKERS, publishedRange } from './markers';

describe('unit conversions', () => {
  it('converts glucose, lipids, creatinine and vitamin D with their published factors', () => {
    expect(convert(MARKERS.glucose_fasting, 100, 'mg/dL', 'mmol/L')).toBeCloseTo(5.55, 2);
    expect(convert(MARKERS.glucose_fasting, 5.55, 'mmol/L', 'mg/dL')).toBeCloseTo(99.99, 1);
    expect(convert(MARKERS.total_cholesterol, 200, 'mg/dL', 'mmol/L')).toBeCloseTo(5.17, 2);
    expect(convert(MARKERS.ldl, 2.59, 'mmol/L', 'mg/dL')).toBeCloseTo(100.2, 1);
    expect(convert(MARKERS.triglycerides, 150, 'mg/dL', 'mmol/L')).toBeCloseTo(1.69, 2);
    expect(convert(MARKERS.creatinine, 1, 'mg/dL', 'µmol/L')).toBeCloseTo(88.42, 2);
    expect(convert(MARKERS.creatinine, 88.42, 'µmol/L', 'mg/dL')).toBeCloseTo(1, 6);
    expect(convert(MARKERS.vitamin_d, 30, 'ng/mL', 'nmol/L')).toBeCloseTo(74.88, 2);
    expect(convert(MARKERS.ferritin, 42, 'ng/mL', 'µg/L')).toBe(42);
  });

  it('converts HbA1c between NGSP % and IFCC mmol/mol by the master equation', () => {
    expect(ifccFromNgsp(6.5)).toBeCloseTo(47.5, 1);
    expect(convert(MARKERS.hba1c, 5.7, '%', 'mmol/mol')).toBeCloseTo(38.8, 1);
    expect(convert(MARKERS.hba1c, 48, 'mmol/mol', '%')).toBeCloseTo(6.54, 2);
  });

  it('comes back to the same value after a round trip through any pair of units', () => {
    for (const id of MARKER_IDS) {
      const marker = MARKERS[id];
      fc.assert(
        fc.property(
          fc.double({ min: marker.plausible.min, max: marker.plausible.max, noNaN: true }),
          fc.constantFrom(...marker.units.map((u) => u.id)),
          fc.constantFrom(...marker.units.map((u) => u.id)),
          (value, from, to) => {
            const back = convert(marker, convert(marker, value, from, to), to, from);
            expect(back).toBeCloseTo(value, 6);
          },
        ),
      );
    }
  });
});

describe('range flags', () => {
  it('flags below, within and above a range, its ends included as normal', () => {
    const range = { low: 15, high: 150 };
    expect(flagFor(14.9, range)).toBe('low');
    expect(flagFor(15, range)).toBe('normal');
    expect(flagFor(150, range)).toBe('normal');
    expect(flagFor(150.1, range)).toBe('high');
    // "Below 100 mg/dL": 99.9 is normal, 100 is not.
    const below = { low: 70, high: 100, highExclusive: true };
    expect(flagFor(99.9, below)).toBe('normal');
    expect(flagFor(100, below)).toBe('high');
    expect(flagFor(5, { low: null, high: 10 })).toBe('normal');
  });

  it('uses sex-specific ranges for HDL, ferritin and creatinine', () => {
    const hdl = { marker: 'hdl', value: 45, unit: 'mg/dL' };
    expect(evaluateResult(hdl, 'female')?.flag).toBe('low');
    expect(evaluateResult(hdl, 'male')?.flag).toBe('normal');
    const ferritin = { marker: 'ferritin', value: 180, unit: 'ng/mL' };
    expect(evaluateResult(ferritin, 'female')?.flag).toBe('high');
    expect(evaluateResult(ferritin, 'male')?.flag).toBe('normal');
    const creatinine = { marker: 'creatinine', value: 1.2, unit: 'mg/dL' };
    expect(evaluateResult(creatinine, 'female')?.flag).toBe('high');
    expect(evaluateResult(creatinine, 'male')?.flag).toBe('normal');
  });

  it('with the sex unknown, flags only what is abnormal for both sexes', () => {
    expect(publishedRange(MARKERS.ferritin, null)).toEqual({ low: 15, high: 200 });
    expect(publishedRange(MARKERS.hdl, null)).toEqual({ low: 40, high: null });
    expect(evaluateResult({ marker: 'ferritin', value: 180, unit: 'ng/mL' }, null)?.flag).toBe('normal');
    expect(evaluateResult({ marker: 'ferritin', value: 210, unit: 'ng/mL' }, null)?.flag).toBe('high');
  });

  it('judges a value in another unit against the converted range', () => {
    // 6.0 mmol/L is 108 mg/dL: above the fasting range of 70–99 mg/dL.
    const glucose = evaluateResult({ marker: 'glucose_fasting', value: 6, unit: 'mmol/L' }, null);
    expect(glucose?.flag).toBe('high');
    expect(glucose?.range.high).toBeCloseTo(5.55, 2);
    expect(evaluateResult({ marker: 'glucose_fasting', value: 5.5, unit: 'mmol/L' }, null)?.flag).toBe(
      'normal',
    );
    expect(glucose?.canonicalValue).toBeCloseTo(108.1, 1);
    expect(evaluateResult({ marker: 'hba1c', value: 39, unit: 'mmol/mol' }, null)?.flag).toBe('high');
    expect(evaluateResult({ marker: 'hba1c', value: 38, unit: 'mmol/mol' }, null)?.flag).toBe('normal');
    expect(evaluateResult({ marker: 'vitamin_d', value: 50, unit: 'nmol/L' }, null)?.flag).toBe('low');
  });

  it("lets the lab's own range win over the published one", () => {
    const tsh = { marker: 'tsh', value: 4.2, unit: 'mIU/L' };
    expect(evaluateResult(tsh, null)?.flag).toBe('high');
    const withLab = evaluateResult({ ...tsh, lab_low: 0.27, lab_high: 4.5 }, null);
    expect(withLab?.flag).toBe('normal');
    expect(withLab?.rangeFrom).toBe('lab');
    expect(evaluateResult({ ...tsh, value: 0.3, lab_low: 0.35, lab_high: null }, null)?.flag).toBe('low');
  });

  it('reads the sex from the questionnaire answer', () => {
    expect(sexFromAnswer(['Female'])).toBe('female');
    expect(sexFromAnswer(['Male'])).toBe('male');
    expect(sexFromAnswer(undefined)).toBeNull();
    expect(sexFromAnswer([42])).toBeNull();
  });
});
