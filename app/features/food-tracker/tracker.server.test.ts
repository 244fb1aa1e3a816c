import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { userMeals } from '~/db/schema/plans';
import { testDatabases } from '../../../tests/support/databases';
import { ownFoodDay } from './day.server';
import { tableSourceOf } from './nutrition';
import { trackerPage } from './page.server';
import {
  addOwnFood,
  deleteEntry,
  deleteOwnFood,
  getOwnEntry,
  listDay,
  listOwnFoods,
  logFood,
  recentFoods,
  sourceOf,
  totalsBetween,
  updateEntry,
} from './tracker.server';

describe.each(testDatabases())('food tracker on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  async function newUser(): Promise<Actor> {
    const [row] = await db
      .insert(profiles)
      .values({ first_name: 'Maya', last_name: 'Sol', email: `${randomUUID()}@example.com` })
      .returning({ id: profiles.id });
    return { id: row!.id, type: 'user' };
  }
  const bread = { source: tableSourceOf('white-bread')!, name: 'White bread' };
  const when = (date: string, time: string) => ({ date, time });

  /** Saves an own food of 300 kcal and 40 g carbohydrate per 120 g serving, and logs servings of it. */
  async function logOwnPie(actor: Actor, name: string, servings: number, at: { date: string; time: string }) {
    const pie = await addOwnFood(db, actor, {
      name,
      basis: 'serving',
      kcal: 300,
      carbohydrate: 40,
      servingGrams: 120,
    });
    const found = await sourceOf(db, actor, `own:${pie}`);
    if (typeof found !== 'object') throw new Error('own food not found');
    const logged = await logFood(
      db,
      actor,
      { source: found.source, name: found.name('en') },
      { amount: servings, unit: 'serving', ...at },
    );
    return { pie, logged };
  }

  it('logs foods, lists a day by eaten_at and time, changes and deletes one', async () => {
    const actor = await newUser();
    const first = await logFood(db, actor, bread, {
      amount: 2,
      unit: 'slice',
      ...when('2026-05-10', '08:30'),
    });
    expect(first).toMatchObject({ ok: true, kcal: 154, carbohydrate: 29.4 });
    await logFood(db, actor, bread, { amount: 100, unit: 'g', ...when('2026-05-10', '07:00') });
    await logFood(db, actor, bread, { amount: 50, unit: 'g', ...when('2026-05-11', '07:00') });
    const day = await listDay(db, actor, '2026-05-10');
    expect(day.map(({ time, amount, unit, kcal, foodId }) => ({ time, amount, unit, kcal, foodId }))).toEqual(
      [
        { time: '07:00', amount: 100, unit: 'g', kcal: 266, foodId: 'white-bread' },
        { time: '08:30', amount: 2, unit: 'slice', kcal: 154, foodId: 'white-bread' },
      ],
    );
    const id = first.ok ? first.id : 0;
    expect(
      await updateEntry(db, actor, id, { amount: 3, unit: 'slice', ...when('2026-05-11', '21:15') }),
    ).toMatchObject({
      ok: true,
      kcal: 231,
      carbohydrate: 44,
    });
    expect(await getOwnEntry(db, actor, id)).toMatchObject({
      amount: 3,
      unit: 'slice',
      date: '2026-05-11',
      time: '21:15',
      kcal: 231,
      carbohydrate: 44,
    });
    expect(await totalsBetween(db, actor, '2026-05-09', '2026-05-11')).toEqual([
      { day: '2026-05-10', kcal: 266, carbohydrate: expect.closeTo(50.6, 1) },
      { day: '2026-05-11', kcal: 364, carbohydrate: expect.closeTo(69.3, 1) },
    ]);
    expect(await deleteEntry(db, actor, id)).toBe(true);
    expect(await getOwnEntry(db, actor, id)).toBeNull();
    expect(await recentFoods(db, actor)).toEqual([{ foodId: 'white-bread', food: 'White bread' }]);
  });

  it('refuses a unit the food lacks and over 5 kg, writing nothing', async () => {
    const actor = await newUser();
    expect(
      await logFood(db, actor, bread, { amount: 1, unit: 'cup', ...when('2026-05-10', '08:00') }),
    ).toEqual({
      ok: false,
      refusal: { field: 'unit', key: 'food-tracker:errors.unit_not_listed' },
    });
    expect(
      await logFood(db, actor, bread, { amount: 5001, unit: 'g', ...when('2026-05-10', '08:00') }),
    ).toEqual({
      ok: false,
      refusal: { field: 'amount', key: 'food-tracker:errors.too_much' },
    });
    expect(await listDay(db, actor, '2026-05-10')).toEqual([]);
  });

  it('refuses a day past 20,000 kcal, on adding and on changing', async () => {
    const actor = await newUser();
    // 5 kg of white bread is 13,300 kcal; a second 2.5 kg (6,650) makes 19,950; 20 g more is 20,003.
    await logFood(db, actor, bread, { amount: 5000, unit: 'g', ...when('2026-05-10', '08:00') });
    const second = await logFood(db, actor, bread, {
      amount: 2500,
      unit: 'g',
      ...when('2026-05-10', '12:00'),
    });
    expect(second).toMatchObject({ ok: true, kcal: 6650 });
    expect(
      await logFood(db, actor, bread, { amount: 20, unit: 'g', ...when('2026-05-10', '13:00') }),
    ).toEqual({
      ok: false,
      refusal: { field: 'amount', key: 'food-tracker:errors.day_too_much' },
    });
    // The same amount fits on another day; the entry itself is not counted twice when it changes.
    expect(
      await logFood(db, actor, bread, { amount: 20, unit: 'g', ...when('2026-05-11', '13:00') }),
    ).toMatchObject({ ok: true });
    const id = second.ok ? second.id : 0;
    expect(
      await updateEntry(db, actor, id, { amount: 2518, unit: 'g', ...when('2026-05-10', '12:00') }),
    ).toMatchObject({ ok: true, kcal: 6698 });
    expect(
      await updateEntry(db, actor, id, { amount: 2600, unit: 'g', ...when('2026-05-10', '12:00') }),
    ).toEqual({
      ok: false,
      refusal: { field: 'amount', key: 'food-tracker:errors.day_too_much' },
    });
    expect((await listDay(db, actor, '2026-05-10')).map((entry) => entry.kcal)).toEqual([13300, 6698]);
  });

  it('keeps each user to their own entries and own foods', async () => {
    const owner = await newUser();
    const other = await newUser();
    const logged = await logFood(db, owner, bread, {
      amount: 1,
      unit: 'slice',
      ...when('2026-05-10', '08:00'),
    });
    const id = logged.ok ? logged.id : 0;
    expect(await getOwnEntry(db, other, id)).toBeNull();
    expect(
      await updateEntry(db, other, id, { amount: 9, unit: 'slice', ...when('2026-05-10', '09:00') }),
    ).toBeNull();
    expect(await deleteEntry(db, other, id)).toBe(false);
    expect(await listDay(db, other, '2026-05-10')).toEqual([]);
    expect(await getOwnEntry(db, owner, id)).toMatchObject({ amount: 1, time: '08:00' });
    const pie = await addOwnFood(db, owner, {
      name: 'Pie',
      basis: 'serving',
      kcal: 300,
      carbohydrate: 40,
      servingGrams: 120,
    });
    expect(await sourceOf(db, other, `own:${pie}`)).toBe('not-found');
    expect(await sourceOf(db, owner, 'no-such-food')).toBe('unknown');
    expect(await deleteOwnFood(db, other, pie)).toBeNull();
    expect(await sourceOf(db, owner, `own:${pie}`)).toMatchObject({ source: { foodId: `own:${pie}` } });
  });

  it('deletes an own food: it is no longer offered, and what was logged with it stays and changes', async () => {
    const actor = await newUser();
    const { pie, logged } = await logOwnPie(actor, 'Su böreği', 1, when('2026-05-11', '12:30'));
    const id = logged.ok ? logged.id : 0;
    expect(await deleteOwnFood(db, actor, pie)).toBe('Su böreği');
    expect(await deleteOwnFood(db, actor, pie)).toBeNull();
    expect(await listOwnFoods(db, actor)).toEqual([]);
    expect(await sourceOf(db, actor, `own:${pie}`)).toBe('not-found');
    const page = await trackerPage(db, actor, {
      address: { day: '2026-05-11' },
      locale: 'en',
      timeZone: 'UTC',
      now: Date.UTC(2026, 4, 11, 18),
    });
    expect(page?.own).toEqual([]);
    expect(page?.recent).toEqual([]);
    expect(await getOwnEntry(db, actor, id)).toMatchObject({ food: 'Su böreği', kcal: 300 });
    // Changed after the food is gone: scaled from the values as logged.
    expect(
      await updateEntry(db, actor, id, { amount: 2, unit: 'serving', ...when('2026-05-11', '12:30') }),
    ).toMatchObject({ ok: true, kcal: 600, carbohydrate: 80 });
  });

  it('logs an own food per serving, and changes it to grams', async () => {
    const actor = await newUser();
    const { pie, logged } = await logOwnPie(actor, 'Börek', 2, when('2026-05-10', '13:00'));
    expect(logged).toMatchObject({ ok: true, kcal: 600, carbohydrate: 80 });
    const id = logged.ok ? logged.id : 0;
    expect(
      await updateEntry(db, actor, id, { amount: 60, unit: 'g', ...when('2026-05-10', '13:00') }),
    ).toMatchObject({
      ok: true,
      kcal: 150,
      carbohydrate: 20,
    });
    expect(await getOwnEntry(db, actor, id)).toMatchObject({
      food: 'Börek',
      foodId: `own:${pie}`,
      unit: 'g',
    });
  });

  it('gives the home page the day against the plan’s targets', async () => {
    const actor = await newUser();
    expect(await ownFoodDay(db, actor, '2026-05-10')).toEqual({
      eatenKcal: 0,
      eatenCarbohydrate: 0,
      targetKcal: null,
      targetCarbohydrate: null,
    });
    await db.insert(userMeals).values({
      user_id: actor.id,
      meals: [
        {
          name: 'Morning',
          range: { start: 6, end: 12 },
          target_calories: 600,
          foods: [
            {
              id: 'white-bread',
              name: 'White bread',
              ingredients: [{ name: 'White bread', amount_value: 200, amount_unit: 'g', calories: 532 }],
            },
          ],
        },
      ],
      need_regenerate: false,
    });
    await logFood(db, actor, bread, { amount: 2, unit: 'slice', ...when('2026-05-10', '08:30') });
    await logFood(db, actor, bread, { amount: 1, unit: 'slice', ...when('2026-05-11', '08:30') });
    expect(await ownFoodDay(db, actor, '2026-05-10')).toEqual({
      eatenKcal: 154,
      eatenCarbohydrate: 29.4,
      targetKcal: 600,
      targetCarbohydrate: 101,
    });
  });
});
