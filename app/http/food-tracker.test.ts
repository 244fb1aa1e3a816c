// First: it mocks what the app reaches before the app's modules load.
import { appState, seededApp } from '../../tests/support/seeded-app';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '~/auth/session.server';
import { addOwnFood, logFood } from '~/features/food-tracker/tracker.server';
import { tableSourceOf } from '~/features/food-tracker/nutrition';
import { logger } from '~/logger.server';
import { translate } from '~/i18n/translate.server';
import { failingWrites, postForm, toastOf } from '../../tests/support/http-requests';
import { databaseChecksum, signIn, SITE } from '../../tests/support/hostile';

// The food tracker's actions over HTTP: bad input is a 400 with the translated message and writes
// nothing; another user's ids are 404; a failing write (spec 000 section 8: tracker update failures
// are rethrown, never swallowed) is the error toast (503) and writes nothing.

const seeded = seededApp();

const post = (path: string, fields: Record<string, string>, token: string | null) =>
  postForm(seeded.app, path, fields, token);

const today = () => new Date().toISOString().slice(0, 10);

describe('when the database fails a food tracker write', () => {
  it.each([
    [
      'logging a food',
      '/diet-tracker.data',
      { intent: 'add', food: 'white-bread', amount: '2', unit: 'slice' },
    ],
    [
      'saving an own food',
      '/diet-tracker.data',
      { intent: 'own', name: 'Börek', basis: '100g', kcal: '300' },
    ],
  ])('%s answers the error toast and writes nothing', async (_name, path, fields) => {
    const token = await signIn(seeded.handle.db, seeded.world, 'user');
    appState.db = failingWrites(seeded.handle.db, () => new Error('Connection terminated unexpectedly'));
    const logged = vi.spyOn(logger, 'error');
    const before = await databaseChecksum(seeded.handle.db);
    const response = await post(path, { ...fields, date: today(), time: '08:00' }, token);
    expect(response.status).toBe(503);
    expect(toastOf(response)).toEqual({ type: 'error', key: 'common:errors.action_failed' });
    expect(logged.mock.calls.map((call) => call[1])).toEqual(['action failed']);
    expect(await databaseChecksum(seeded.handle.db)).toBe(before);
  });

  it('gives back what was typed in the page after a failure of ours', async () => {
    const token = await signIn(seeded.handle.db, seeded.world, 'user');
    appState.db = failingWrites(seeded.handle.db, () => new Error('Connection terminated unexpectedly'));
    vi.spyOn(logger, 'error');
    const fields = {
      intent: 'own',
      name: 'Mercimek köftesi',
      basis: 'serving',
      kcal: '180',
      servingGrams: '90',
    };
    const response = await post('/diet-tracker', fields, token);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('value="Mercimek köftesi"');
    expect(html).toContain('value="90"');
  });

  it('changing a logged food answers the error toast and keeps it as it was', async () => {
    const token = await signIn(seeded.handle.db, seeded.world, 'user');
    const actor = { id: seeded.world.accounts.user.id, type: 'user' as const };
    const source = { source: tableSourceOf('white-bread')!, name: 'White bread' };
    const logged = await logFood(seeded.handle.db, actor, source, {
      amount: 1,
      unit: 'slice',
      date: today(),
      time: '08:00',
    });
    if (!logged.ok) throw new Error('not logged');
    appState.db = failingWrites(seeded.handle.db, () => new Error('Connection terminated unexpectedly'));
    const errors = vi.spyOn(logger, 'error');
    const before = await databaseChecksum(seeded.handle.db);
    const response = await post(
      `/diet-tracker/${logged.id}/edit.data`,
      { amount: '3', unit: 'slice', date: today(), time: '09:00' },
      token,
    );
    expect(response.status).toBe(503);
    expect(toastOf(response)).toEqual({ type: 'error', key: 'common:errors.action_failed' });
    expect(errors.mock.calls.map((call) => call[1])).toEqual(['action failed']);
    expect(await databaseChecksum(seeded.handle.db)).toBe(before);
  });
});

const tomorrowButOne = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe('bad input to the food tracker', () => {
  const valid = () => ({
    intent: 'add',
    food: 'white-bread',
    amount: '2',
    unit: 'slice',
    date: today(),
    time: '08:00',
  });
  const own = {
    intent: 'own',
    name: 'Börek',
    basis: 'serving',
    kcal: '300',
    carbohydrate: '40',
    servingGrams: '120',
  };
  // The page's forms post to the route's data address and show the message the key names, in the
  // reader's language (the log form is a dialog, so its messages exist only in the browser).
  it.each([
    ['a zero amount', () => ({ ...valid(), amount: '0' }), 'food-tracker:errors.not_positive'],
    ['a negative amount', () => ({ ...valid(), amount: '-2' }), 'food-tracker:errors.not_positive'],
    ['a non-numeric amount', () => ({ ...valid(), amount: 'lots' }), 'food-tracker:errors.not_a_number'],
    ['over 5 kg', () => ({ ...valid(), amount: '5001', unit: 'g' }), 'food-tracker:errors.too_much'],
    ['a unit the food lacks', () => ({ ...valid(), unit: 'cup' }), 'food-tracker:errors.unit_not_listed'],
    ['an unknown food', () => ({ ...valid(), food: 'moon-cheese' }), 'food-tracker:errors.unknown_food'],
    ['a date not YYYY-MM-DD', () => ({ ...valid(), date: '25/11/2026' }), 'food-tracker:errors.invalid_date'],
    [
      'a date two days ahead',
      () => ({ ...valid(), date: tomorrowButOne() }),
      'food-tracker:errors.date_future',
    ],
    ['a time not HH:mm', () => ({ ...valid(), time: '8pm' }), 'food-tracker:errors.invalid_time'],
    [
      'an own food name over 100 characters',
      () => ({ ...own, name: 'x'.repeat(101) }),
      'food-tracker:errors.name_too_long',
    ],
    [
      'an own food name of invisible characters',
      () => ({ ...own, name: '\u200b\u200d' }),
      'common:errors.required',
    ],
  ])('%s is a 400 with its message, nothing written', async (_name, fields, key) => {
    const token = await signIn(seeded.handle.db, seeded.world, 'user');
    const before = await databaseChecksum(seeded.handle.db);
    const response = await post('/diet-tracker.data', fields(), token);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`"${key}"`);
    for (const language of ['en', 'ar'] as const)
      expect(translate(language, key)).not.toBe(key.split(':')[1]);
    expect(await databaseChecksum(seeded.handle.db)).toBe(before);
  });

  it('refuses a day over 20,000 kcal', async () => {
    const token = await signIn(seeded.handle.db, seeded.world, 'admin');
    const actor = { id: seeded.world.accounts.admin.id, type: 'admin' as const };
    const bread = { source: tableSourceOf('white-bread')!, name: 'White bread' };
    // 5 kg and 2.5 kg of white bread: 19,950 kcal; 20 g more is over.
    await logFood(seeded.handle.db, actor, bread, {
      amount: 5000,
      unit: 'g',
      date: '2026-01-10',
      time: '08:00',
    });
    await logFood(seeded.handle.db, actor, bread, {
      amount: 2500,
      unit: 'g',
      date: '2026-01-10',
      time: '12:00',
    });
    const before = await databaseChecksum(seeded.handle.db);
    const response = await post(
      '/diet-tracker.data',
      { ...valid(), amount: '20', unit: 'g', date: '2026-01-10' },
      token,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('"food-tracker:errors.day_too_much"');
    expect(await databaseChecksum(seeded.handle.db)).toBe(before);
  });
});

describe("another user's ids", () => {
  it('are a 404 and change nothing', async () => {
    const owner = { id: seeded.world.accounts.user.id, type: 'user' as const };
    const bread = { source: tableSourceOf('white-bread')!, name: 'White bread' };
    const logged = await logFood(seeded.handle.db, owner, bread, {
      amount: 1,
      unit: 'slice',
      date: today(),
      time: '07:00',
    });
    if (!logged.ok) throw new Error('not logged');
    const ownFood = await addOwnFood(seeded.handle.db, owner, {
      name: 'Börek',
      basis: '100g',
      kcal: 300,
      carbohydrate: 30,
      servingGrams: null,
    });
    const token = await signIn(seeded.handle.db, seeded.world, 'other user');
    const before = await databaseChecksum(seeded.handle.db);
    const answers = [
      await post('/diet-tracker', { intent: 'delete', entryId: String(logged.id) }, token),
      await post(
        `/diet-tracker/${logged.id}/edit`,
        { amount: '3', unit: 'slice', date: today(), time: '09:00' },
        token,
      ),
      await post(
        '/diet-tracker',
        { intent: 'add', food: `own:${ownFood}`, amount: '100', unit: 'g', date: today(), time: '09:00' },
        token,
      ),
      await post(`/diet-tracker/own-foods/${ownFood}/delete`, {}, token),
    ];
    const headers = new Headers({ Cookie: `${SESSION_COOKIE}=${token}` });
    const pages = [
      await seeded.app(new Request(`${SITE}/diet-tracker/${logged.id}/edit`, { headers })),
      await seeded.app(new Request(`${SITE}/diet-tracker?food=own:${ownFood}`, { headers })),
    ];
    expect([...answers, ...pages].map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await databaseChecksum(seeded.handle.db)).toBe(before);
  });
});

describe('deleting an own food', () => {
  it('goes back to the day the tracker showed, with the toast', async () => {
    const owner = { id: seeded.world.accounts.user.id, type: 'user' as const };
    const food = () =>
      addOwnFood(seeded.handle.db, owner, {
        name: 'Gözleme',
        basis: '100g',
        kcal: 250,
        carbohydrate: 35,
        servingGrams: null,
      });
    const token = await signIn(seeded.handle.db, seeded.world, 'user');
    const shown = await post(`/diet-tracker/own-foods/${await food()}/delete?day=2026-05-11`, {}, token);
    expect(shown.status).toBe(302);
    expect(shown.headers.get('Location')).toBe('/diet-tracker?day=2026-05-11');
    expect(toastOf(shown)).toMatchObject({ type: 'success', key: 'food-tracker:own.deleted' });
    // A day that is not a date is left out: back to today.
    const odd = await post(`/diet-tracker/own-foods/${await food()}/delete?day=2026-02-30`, {}, token);
    expect(odd.headers.get('Location')).toBe('/diet-tracker');
  });
});
