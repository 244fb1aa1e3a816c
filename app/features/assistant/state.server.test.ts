import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { testDatabases } from '../../../tests/support/databases';
import { newUser } from '../../../tests/support/users';
import { keptStateSchema, NEW_USER_STATE } from './state';
import { getKeptState, saveKeptState } from './state.server';

describe.each(testDatabases())('the assistant state kept for good on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it('starts a user it never met as not introduced, on the onboarding group, nothing counted', async () => {
    expect(await getKeptState(db, await newUser(db))).toEqual(NEW_USER_STATE);
  });

  it('keeps what one device saved, for that user only', async () => {
    const maya = await newUser(db);
    const other = await newUser(db, 'Omar');
    const saved = {
      introduced: true,
      activeGroup: 'health-information',
      forever: { 'home/intro': 1 },
    } as const;
    expect(await saveKeptState(db, maya, saved)).toEqual(saved);
    expect(await getKeptState(db, maya)).toEqual(saved);
    expect(await getKeptState(db, other)).toEqual(NEW_USER_STATE);
  });

  it('never undoes an introduction or lowers a count when a second device saves older news', async () => {
    const maya = await newUser(db);
    await saveKeptState(db, maya, {
      introduced: true,
      activeGroup: 'onboarding',
      forever: { 'home/intro': 2 },
    });
    const merged = await saveKeptState(db, maya, {
      introduced: false,
      activeGroup: 'workout',
      forever: { 'home/intro': 1, 'home/go-to-tour': 1 },
    });
    expect(merged).toEqual({
      introduced: true,
      activeGroup: 'workout',
      forever: { 'home/intro': 2, 'home/go-to-tour': 1 },
    });
    expect(await getKeptState(db, maya)).toEqual(merged);
  });
});

/** A distinct lower-case word for each number (its base-26 digits spelt in letters). */
const word = (n: number) =>
  n.toString(26).replace(/\d/g, (digit) => String.fromCharCode(113 + Number(digit)));

describe('the kept state a browser sends', () => {
  it('refuses unknown groups, fields, keys and counts', () => {
    const good = { introduced: false, activeGroup: 'onboarding', forever: {} };
    expect(keptStateSchema.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, activeGroup: 'banking' },
      { ...good, extra: 1 },
      { ...good, forever: { 'not a key': 1 } },
      { ...good, forever: { 'home/intro': -1 } },
      { ...good, forever: { 'home/intro': 1.5 } },
      { ...good, forever: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`home/${word(i)}`, 1])) },
      { ...good, introduced: 'yes' },
    ]) {
      expect(keptStateSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });
});
