import { describe, expect, it } from 'vitest';
import {
  bandOf,
  bandRanges,
  CONSENSUS_LIMITS,
  CV_GOAL_PERCENT,
  DEFAULT_TARGET,
  fromMgDl,
  gmiFrom,
  gmiPercent,
  isPlausibleMgDl,
  timeInRange,
  toMgDl,
  variabilityOf,
  type EnteredReading,
  type GlucoseUnit,
} from './glucose';
import { addDays, instantOfLocal, localDate } from '~/features/time-zone/zoned-time';

describe('glucose units', () => {
  it('converts mmol/L and mg/dL both ways by 18.016', () => {
    expect(toMgDl(5.5, 'mmol/L')).toBeCloseTo(99.09, 2);
    expect(fromMgDl(180, 'mmol/L')).toBeCloseTo(9.99, 2);
    expect(toMgDl(120, 'mg/dL')).toBe(120);
    expect(fromMgDl(toMgDl(7.3, 'mmol/L'), 'mmol/L')).toBeCloseTo(7.3, 10);
  });

  it('refuses values outside 10–1000 mg/dL', () => {
    expect(isPlausibleMgDl(10)).toBe(true);
    expect(isPlausibleMgDl(1000)).toBe(true);
    expect(isPlausibleMgDl(9.9)).toBe(false);
    expect(isPlausibleMgDl(1000.1)).toBe(false);
    expect(isPlausibleMgDl(toMgDl(0.5, 'mmol/L'))).toBe(false);
    expect(isPlausibleMgDl(toMgDl(60, 'mmol/L'))).toBe(false);
    expect(isPlausibleMgDl(Number.NaN)).toBe(false);
  });
});

/** A reading typed in a unit and kept in mg/dL in a 4-byte real (so off in about the eighth digit). */
const typed = (value: number, unit: GlucoseUnit): EnteredReading => ({
  mgDl: Math.fround(toMgDl(value, unit)),
  unit,
});

/** A target as typed in the target form, kept in mg/dL as 4-byte reals. */
const typedTarget = (low: number, high: number, unit: GlucoseUnit) => ({
  low: Math.fround(toMgDl(low, unit)),
  high: Math.fround(toMgDl(high, unit)),
});

describe('the five consensus bands', () => {
  it.each([
    [53, 'veryLow'],
    [54, 'low'],
    [69, 'low'],
    [70, 'within'],
    [180, 'within'],
    [181, 'high'],
    [250, 'high'],
    [251, 'veryHigh'],
  ] as const)('puts %d mg/dL in %s around the standard target', (value, band) => {
    expect(bandOf(typed(value, 'mg/dL'), DEFAULT_TARGET)).toBe(band);
    expect(bandOf(typed(value, 'mg/dL'), typedTarget(3.9, 10.0, 'mmol/L'))).toBe(band);
  });

  it.each([
    [2.9, 'veryLow'],
    [3.0, 'low'],
    [3.8, 'low'],
    [3.9, 'within'],
    [10.0, 'within'],
    [10.1, 'high'],
    [13.9, 'high'],
    [14.0, 'veryHigh'],
  ] as const)('puts %d mmol/L in %s around the standard target', (value, band) => {
    expect(bandOf(typed(value, 'mmol/L'), DEFAULT_TARGET)).toBe(band);
    expect(bandOf(typed(value, 'mmol/L'), typedTarget(3.9, 10.0, 'mmol/L'))).toBe(band);
  });

  it('counts 10.0 mmol/L (stored as 180.16 mg/dL) inside a 3.9–10.0 mmol/L target, as the user reads it', () => {
    const reading = typed(10.0, 'mmol/L');
    expect(reading.mgDl).toBeGreaterThan(180);
    expect(bandOf(reading, typedTarget(3.9, 10.0, 'mmol/L'))).toBe('within');
    // 70 mg/dL is the low end of a target typed as 3.9 mmol/L (70.26 mg/dL), shown as 70.
    expect(bandOf(typed(70, 'mg/dL'), typedTarget(3.9, 10.0, 'mmol/L'))).toBe('within');
    expect(bandOf(typed(69, 'mg/dL'), typedTarget(3.9, 10.0, 'mmol/L'))).toBe('low');
  });

  it('judges each reading in the unit it was typed in: 181 mg/dL is high, though it shows as 10.0 mmol/L', () => {
    expect(fromMgDl(181, 'mmol/L')).toBeCloseTo(10.05, 2);
    expect(bandOf(typed(181, 'mg/dL'), DEFAULT_TARGET)).toBe('high');
    expect(bandOf(typed(10.0, 'mmol/L'), DEFAULT_TARGET)).toBe('within');
  });

  it('gives the consensus limits in both units as the paper writes them', () => {
    expect(CONSENSUS_LIMITS).toEqual({
      'mg/dL': { veryLowBelow: 54, veryHighAbove: 250 },
      'mmol/L': { veryLowBelow: 3.0, veryHighAbove: 13.9 },
    });
    // The two units agree at the display precision of mmol/L.
    expect(Math.round(fromMgDl(54, 'mmol/L') * 10) / 10).toBe(3.0);
    expect(Math.round(fromMgDl(250, 'mmol/L') * 10) / 10).toBe(13.9);
  });

  it("splits readings below the user's own target into very low and low, above it into high and very high", () => {
    const target = { low: 80, high: 140 };
    expect(bandOf(typed(53, 'mg/dL'), target)).toBe('veryLow');
    expect(bandOf(typed(75, 'mg/dL'), target)).toBe('low');
    expect(bandOf(typed(80, 'mg/dL'), target)).toBe('within');
    expect(bandOf(typed(140, 'mg/dL'), target)).toBe('within');
    expect(bandOf(typed(141, 'mg/dL'), target)).toBe('high');
    expect(bandOf(typed(251, 'mg/dL'), target)).toBe('veryHigh');
    // A target that reaches past a consensus limit keeps its own readings in range.
    const wide = { low: 50, high: 300 };
    expect(bandOf(typed(52, 'mg/dL'), wide)).toBe('within');
    expect(bandOf(typed(49, 'mg/dL'), wide)).toBe('veryLow');
    expect(bandOf(typed(280, 'mg/dL'), wide)).toBe('within');
    expect(bandOf(typed(301, 'mg/dL'), wide)).toBe('veryHigh');
  });

  it('shows each band with its limits in either unit', () => {
    expect(bandRanges(DEFAULT_TARGET, 'mg/dL')).toEqual({
      veryLow: { below: 54 },
      low: { from: 54, to: 69 },
      within: { from: 70, to: 180 },
      high: { from: 181, to: 250 },
      veryHigh: { above: 250 },
    });
    expect(bandRanges(DEFAULT_TARGET, 'mmol/L')).toEqual({
      veryLow: { below: 3.0 },
      low: { from: 3.0, to: 3.8 },
      within: { from: 3.9, to: 10.0 },
      high: { from: 10.1, to: 13.9 },
      veryHigh: { above: 13.9 },
    });
    expect(bandRanges({ low: 50, high: 300 }, 'mg/dL')).toEqual({
      veryLow: { below: 50 },
      low: null,
      within: { from: 50, to: 300 },
      high: null,
      veryHigh: { above: 300 },
    });
  });
});

describe('time in range', () => {
  it('gives the share of readings in each of the five bands, target ends included', () => {
    const readings = [53, 65, 70, 120, 180, 181, 250, 251].map((value) => typed(value, 'mg/dL'));
    expect(timeInRange(readings, DEFAULT_TARGET)).toEqual({
      veryLow: 1 / 8,
      low: 1 / 8,
      within: 3 / 8,
      high: 2 / 8,
      veryHigh: 1 / 8,
      count: 8,
    });
  });

  it('mixes readings typed in both units, each judged in its own', () => {
    const readings = [typed(2.9, 'mmol/L'), typed(3.9, 'mmol/L'), typed(10.0, 'mmol/L'), typed(181, 'mg/dL')];
    expect(timeInRange(readings, DEFAULT_TARGET)).toEqual({
      veryLow: 1 / 4,
      low: 0,
      within: 2 / 4,
      high: 1 / 4,
      veryHigh: 0,
      count: 4,
    });
  });

  it("uses the user's own range when given", () => {
    const readings = [65, 70, 120, 150].map((value) => typed(value, 'mg/dL'));
    expect(timeInRange(readings, { low: 80, high: 140 })).toEqual({
      veryLow: 0,
      low: 2 / 4,
      within: 1 / 4,
      high: 1 / 4,
      veryHigh: 0,
      count: 4,
    });
  });

  it('has nothing to say without readings', () => {
    expect(timeInRange([], DEFAULT_TARGET)).toBeNull();
  });
});

describe('coefficient of variation', () => {
  it('is the sample standard deviation over the mean, in per cent', () => {
    // Mean 130; squared deviations 1600 + 400 + 0 + 400 + 1600 = 4000; SD √(4000 / 4) = 31.62.
    const result = variabilityOf([90, 110, 130, 150, 170]);
    expect(result).toMatchObject({ ok: true, mean: 130, count: 5 });
    expect(result.ok && result.sd).toBeCloseTo(31.623, 3);
    expect(result.ok && result.cv).toBeCloseTo(24.325, 3);
    // 100 and 200: SD 70.71 about a mean of 150, CV 47.1 %, above the goal.
    const swinging = variabilityOf([100, 200]);
    expect(swinging.ok && swinging.cv).toBeCloseTo(47.14, 2);
    expect(swinging.ok && swinging.cv > CV_GOAL_PERCENT).toBe(true);
  });

  it('is the same whichever unit the values are in', () => {
    const mgDl = variabilityOf([90, 110, 130, 150, 170]);
    const mmolL = variabilityOf([90, 110, 130, 150, 170].map((value) => fromMgDl(value, 'mmol/L')));
    expect(mmolL.ok && mmolL.cv).toBeCloseTo(mgDl.ok ? mgDl.cv : Number.NaN, 10);
  });

  it('is not given for fewer than 2 readings, and says how many there are', () => {
    expect(variabilityOf([])).toEqual({ ok: false, reason: 'too_few_readings', mean: null, count: 0 });
    expect(variabilityOf([140])).toEqual({ ok: false, reason: 'too_few_readings', mean: 140, count: 1 });
    expect(variabilityOf([140, 140])).toEqual({ ok: true, mean: 140, sd: 0, cv: 0, count: 2 });
  });

  it('has the consensus goal of 36 % or less', () => {
    expect(CV_GOAL_PERCENT).toBe(36);
  });
});

describe('glucose management indicator', () => {
  it('is 3.31 + 0.02392 × mean mg/dL', () => {
    expect(gmiPercent(154)).toBeCloseTo(6.99, 2);
    expect(gmiPercent(100)).toBeCloseTo(5.702, 3);
  });

  it('is refused with fewer than 14 days of data, and says how many it has', () => {
    const thirteenDays = Array.from({ length: 13 }, (_, i) => ({ mgDl: 140, day: addDays('2026-03-01', i) }));
    const twice = [...thirteenDays, ...thirteenDays];
    expect(gmiFrom(twice)).toEqual({ ok: false, reason: 'too_few_days', readings: 26, days: 13 });
  });

  it('rests on the mean of every reading once 14 days are covered', () => {
    const readings = Array.from({ length: 14 }, (_, i) => ({
      mgDl: i % 2 === 0 ? 100 : 200,
      day: addDays('2026-03-01', i),
    }));
    readings.push({ mgDl: 150, day: '2026-03-14' });
    const result = gmiFrom(readings);
    expect(result).toMatchObject({ ok: true, readings: 15, days: 14, mean: 150 });
    expect(result.ok && result.gmi).toBeCloseTo(6.898, 3);
  });
});

describe('local days in a time zone', () => {
  it('finds the day of an instant in the user zone', () => {
    expect(localDate(Date.parse('2026-03-01T23:30:00Z'), 'Europe/Istanbul')).toBe('2026-03-02');
    expect(localDate(Date.parse('2026-03-02T03:00:00Z'), 'America/New_York')).toBe('2026-03-01');
  });

  it('reads wall-clock times across daylight-saving changes', () => {
    expect(new Date(instantOfLocal('2026-07-01T08:00', 'Europe/Berlin')).toISOString()).toBe(
      '2026-07-01T06:00:00.000Z',
    );
    expect(new Date(instantOfLocal('2026-01-01T08:00', 'Europe/Berlin')).toISOString()).toBe(
      '2026-01-01T07:00:00.000Z',
    );
    // 02:30 on the spring-forward night does not exist; read with the offset before the change.
    expect(new Date(instantOfLocal('2026-03-29T02:30', 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 01:30 happens twice when New York falls back; the first is meant.
    expect(new Date(instantOfLocal('2026-11-01T01:30', 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});
