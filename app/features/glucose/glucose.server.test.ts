import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { testDatabases } from '../../../tests/support/databases';
import { newUser } from '../../../tests/support/users';
import { MG_DL_PER_MMOL_L } from './glucose';
import {
  addReading,
  clearOwnTarget,
  deleteOwnReading,
  glucoseOverview,
  ownReadingsBetween,
  ownTarget,
  setOwnTarget,
  type NewReading,
} from './glucose.server';

const NOW = new Date('2026-03-20T12:00:00Z');

function reading(mgDl: number, measuredAt: string, overrides: Partial<NewReading> = {}): NewReading {
  return {
    mgDl,
    unit: 'mg/dL',
    context: 'fasting',
    measuredAt: new Date(measuredAt),
    note: '',
    ...overrides,
  };
}

describe.each(testDatabases())('glucose log on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("shows one local day's readings with time in range, and never another user's", async () => {
    const maya = await newUser(db);
    const other = await newUser(db, 'Omar');
    // Istanbul is UTC+3: 22:30 UTC on the 18th is already the 19th there.
    await addReading(db, maya, reading(65, '2026-03-18T22:30:00Z'));
    await addReading(db, maya, reading(120, '2026-03-19T09:00:00Z', { context: 'after_meal' }));
    await addReading(db, maya, reading(200, '2026-03-19T15:00:00Z'));
    await addReading(db, maya, reading(150, '2026-03-19T21:30:00Z'));
    await addReading(db, other, reading(400, '2026-03-19T10:00:00Z'));

    const day = await glucoseOverview(db, maya, {
      lastDay: '2026-03-19',
      view: 'day',
      timeZone: 'Europe/Istanbul',
      now: NOW,
    });
    expect(day.readings.map((r) => r.mgDl)).toEqual([65, 120, 200]);
    expect(day.inRange).toEqual({
      veryLow: 0,
      low: 1 / 3,
      within: 1 / 3,
      high: 1 / 3,
      veryHigh: 0,
      count: 3,
    });
    // Mean 128.33 mg/dL; sample SD 67.88; CV 52.9 %.
    expect(day.variability).toMatchObject({ ok: true, count: 3 });
    expect(day.variability.mean).toBeCloseTo(128.333, 3);
    expect(day.variability.ok && day.variability.cv).toBeCloseTo(52.897, 3);
    expect(day.target).toEqual({ low: 70, high: 180, own: false });
    expect(day.unit).toBe('mg/dL');
    await addReading(db, maya, reading(99, '2026-03-19T12:00:00Z', { unit: 'mmol/L' }));
    const again = await glucoseOverview(db, maya, {
      lastDay: '2026-03-19',
      view: 'day',
      timeZone: 'UTC',
      now: NOW,
    });
    expect(again.unit).toBe('mmol/L');
  });

  it("judges time in range by the user's own target once set, and by 70–180 again once cleared", async () => {
    const maya = await newUser(db);
    await addReading(db, maya, reading(150, '2026-03-19T09:00:00Z'));
    await addReading(db, maya, reading(100, '2026-03-19T10:00:00Z'));
    await setOwnTarget(db, maya, { low: 80, high: 140 });
    await setOwnTarget(db, maya, { low: 90, high: 140 });
    expect(await ownTarget(db, maya)).toEqual({ low: 90, high: 140, own: true });
    const options = { lastDay: '2026-03-19', view: 'week' as const, timeZone: 'UTC', now: NOW };
    expect((await glucoseOverview(db, maya, options)).inRange).toEqual({
      veryLow: 0,
      low: 0,
      within: 1 / 2,
      high: 1 / 2,
      veryHigh: 0,
      count: 2,
    });
    await clearOwnTarget(db, maya);
    expect((await glucoseOverview(db, maya, options)).inRange).toEqual({
      veryLow: 0,
      low: 0,
      within: 1,
      high: 0,
      veryHigh: 0,
      count: 2,
    });
  });

  it('judges a reading in the unit it was typed in: 10.0 mmol/L is inside a 3.9–10.0 mmol/L target', async () => {
    const maya = await newUser(db);
    const mmol = (value: number, at: string) =>
      addReading(db, maya, reading(value * MG_DL_PER_MMOL_L, at, { unit: 'mmol/L' }));
    await mmol(10.0, '2026-03-19T08:00:00Z');
    await mmol(2.9, '2026-03-19T09:00:00Z');
    await mmol(3.0, '2026-03-19T10:00:00Z');
    await mmol(14.0, '2026-03-19T11:00:00Z');
    await addReading(db, maya, reading(181, '2026-03-19T12:00:00Z'));
    const options = { lastDay: '2026-03-19', view: 'day' as const, timeZone: 'UTC', now: NOW };
    const standard = { veryLow: 1 / 5, low: 1 / 5, within: 1 / 5, high: 1 / 5, veryHigh: 1 / 5, count: 5 };
    expect((await glucoseOverview(db, maya, options)).inRange).toEqual(standard);
    await setOwnTarget(db, maya, { low: 3.9 * MG_DL_PER_MMOL_L, high: 10.0 * MG_DL_PER_MMOL_L });
    expect((await glucoseOverview(db, maya, options)).inRange).toEqual(standard);
    expect((await glucoseOverview(db, maya, options)).variability).toMatchObject({ ok: true, count: 5 });
  });

  it('gives no coefficient of variation for a single reading, but its mean', async () => {
    const maya = await newUser(db);
    await addReading(db, maya, reading(140, '2026-03-19T09:00:00Z'));
    const options = { lastDay: '2026-03-19', view: 'day' as const, timeZone: 'UTC', now: NOW };
    expect((await glucoseOverview(db, maya, options)).variability).toEqual({
      ok: false,
      reason: 'too_few_readings',
      mean: 140,
      count: 1,
    });
  });

  it('gives GMI only once 14 days are covered, with the readings and days it rests on', async () => {
    const maya = await newUser(db);
    for (let day = 0; day < 13; day++) {
      const date = new Date(Date.UTC(2026, 2, 6 + day, 8));
      await addReading(db, maya, reading(154, date.toISOString()));
    }
    const options = { lastDay: '2026-03-20', view: 'week' as const, timeZone: 'UTC', now: NOW };
    expect((await glucoseOverview(db, maya, options)).gmi).toEqual({
      ok: false,
      reason: 'too_few_days',
      readings: 13,
      days: 13,
    });
    await addReading(db, maya, reading(154, '2026-03-19T08:00:00Z'));
    await addReading(db, maya, reading(154, '2026-03-19T20:00:00Z'));
    const { gmi } = await glucoseOverview(db, maya, options);
    expect(gmi).toMatchObject({ ok: true, readings: 15, days: 14, mean: 154 });
    expect(gmi.ok && gmi.gmi).toBeCloseTo(6.99, 2);
  });

  it("deletes only the owner's reading", async () => {
    const maya = await newUser(db);
    const other = await newUser(db, 'Omar');
    const id = await addReading(db, maya, reading(110, '2026-03-19T09:00:00Z'));
    expect(await deleteOwnReading(db, other, id)).toBe(false);
    const all = () => ownReadingsBetween(db, maya, new Date(0), NOW);
    expect(await all()).toHaveLength(1);
    expect(await deleteOwnReading(db, maya, id)).toBe(true);
    expect(await all()).toHaveLength(0);
  });
});
