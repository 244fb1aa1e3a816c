import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TARGET,
  fromMgDl,
  gmiFrom,
  gmiPercent,
  isPlausibleMgDl,
  timeInRange,
  toMgDl,
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

describe('time in range', () => {
  it('counts readings below, within (ends included) and above the target', () => {
    const result = timeInRange([65, 70, 120, 180, 181, 250, 100, 90], DEFAULT_TARGET);
    expect(result).toEqual({ below: 1 / 8, within: 5 / 8, above: 2 / 8, count: 8 });
  });

  it("uses the user's own range when given", () => {
    expect(timeInRange([65, 70, 120, 150], { low: 80, high: 140 })?.within).toBe(1 / 4);
  });

  it('has nothing to say without readings', () => {
    expect(timeInRange([], DEFAULT_TARGET)).toBeNull();
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
