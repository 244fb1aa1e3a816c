import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Actor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { userGlucoseReadings } from '~/db/schema/glucose';
import { userBloodTests } from '~/db/schema/tracking';
import { upsertConfirmedAccount } from '~/features/account/create-account.server';
import { addBloodTest, getOwnBloodTest } from '~/features/blood-tests/blood-tests.server';
import { addReading } from '~/features/glucose/glucose.server';
import { testDatabases } from '../../../../tests/support/databases';
import { signedInArgs } from '../../../../tests/support/route-args';
import { newUser } from '../../../../tests/support/users';

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('~/db/database.server', () => ({ getDb: () => state.db }));

const listRoute = await import('./list');
const addRoute = await import('./add');
const editRoute = await import('./edit');
const glucoseRoute = await import('../glucose');
const myDataRoute = await import('../my-data');
const exportRoute = await import('../../api/my-data');

const SITE = 'http://localhost';

const get = (path: string) => new Request(`${SITE}${path}`);
const post = (path: string, fields: Record<string, string>) =>
  new Request(`${SITE}${path}`, { method: 'POST', body: new URLSearchParams(fields) });

/** What a loader or action gave: its status and data, or the status of what it threw. */
async function outcome(promise: unknown): Promise<{ status: number; data?: unknown; response?: Response }> {
  try {
    const result = (await promise) as { data?: unknown; init?: { status?: number } | null } | Response;
    if (result instanceof Response) return { status: result.status, response: result };
    if (result && typeof result === 'object' && 'init' in result) {
      return { status: result.init?.status ?? 200, data: result.data };
    }
    return { status: 200, data: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown };
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 };
  }
}

const TEST = {
  title: 'Check-up',
  takenOn: '2026-01-15',
  lab: '',
  notes: '',
  results: [{ marker: 'ldl', value: 130, unit: 'mg/dL', lab_low: null, lab_high: null }],
};

describe.each(testDatabases())('blood test, glucose and your-data routes on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    state.db = db;
  });
  afterAll(() => handle.close());

  const testsOf = async (actor: Actor) =>
    (await db.select({ n: count() }).from(userBloodTests).where(eq(userBloodTests.user_id, actor.id)))[0]!.n;
  const readingsOf = async (actor: Actor) =>
    (
      await db
        .select({ n: count() })
        .from(userGlucoseReadings)
        .where(eq(userGlucoseReadings.user_id, actor.id))
    )[0]!.n;

  it("answers another user's blood test with 404 for viewing, editing and deleting, and changes nothing", async () => {
    const maya = await newUser(db);
    const omar = await newUser(db, 'Omar');
    const id = String(await addBloodTest(db, maya, TEST));
    const form = { title: 'Mine now', takenOn: '2026-01-16', ldl_value: '90' };
    expect(
      (
        await outcome(
          editRoute.loader(signedInArgs(omar, get(`/manage-blood-tests/${id}/edit`), { testId: id })),
        )
      ).status,
    ).toBe(404);
    const edit = editRoute.action(
      signedInArgs(omar, post(`/manage-blood-tests/${id}/edit`, form), { testId: id }),
    );
    expect((await outcome(edit)).status).toBe(404);
    const remove = listRoute.action(signedInArgs(omar, post('/manage-blood-tests', { testId: id })));
    expect((await outcome(remove)).status).toBe(404);
    expect(
      (await outcome(listRoute.action(signedInArgs(omar, post('/manage-blood-tests', { testId: 'x' })))))
        .status,
    ).toBe(404);
    expect(await getOwnBloodTest(db, maya, Number(id))).toMatchObject({ title: 'Check-up' });

    const own = editRoute.action(
      signedInArgs(maya, post(`/manage-blood-tests/${id}/edit`, form), { testId: id }),
    );
    expect((await outcome(own)).status).toBe(302);
    expect(await getOwnBloodTest(db, maya, Number(id))).toMatchObject({
      title: 'Mine now',
      takenOn: '2026-01-16',
    });
    expect(
      await outcome(listRoute.action(signedInArgs(maya, post('/manage-blood-tests', { testId: id })))),
    ).toMatchObject({
      status: 200,
    });
    expect(await testsOf(maya)).toBe(0);
  });

  it.each([
    ['a date in another format', { takenOn: '15.01.2026', ldl_value: '100' }],
    ['a future date', { takenOn: '2999-01-01', ldl_value: '100' }],
    ['a marker value that is not a number', { takenOn: '2026-01-15', ldl_value: 'lots' }],
    ['a negative value', { takenOn: '2026-01-15', ldl_value: '-1' }],
    ['an absurd value', { takenOn: '2026-01-15', ldl_value: '99999' }],
    ['a unit not in the list', { takenOn: '2026-01-15', ldl_value: '100', ldl_unit: 'mg' }],
    ['an oversized title', { takenOn: '2026-01-15', ldl_value: '100', title: 'x'.repeat(201) }],
  ])('refuses a blood test with %s (400) and saves nothing', async (_name, fields) => {
    const maya = await newUser(db);
    const result = await outcome(
      addRoute.action(signedInArgs(maya, post('/manage-blood-tests/add', { title: 'T', ...fields }))),
    );
    expect(result.status).toBe(400);
    expect(await testsOf(maya)).toBe(0);
  });

  it('refuses glucose outside 10–1000 mg/dL and a reading in the future, saving nothing', async () => {
    const maya = await newUser(db);
    const reading = {
      intent: 'add',
      unit: 'mg/dL',
      context: 'fasting',
      measuredAt: '2026-01-15T08:00',
      timeZone: 'UTC',
    };
    for (const change of [
      { value: '9' },
      { value: '1001' },
      { value: '56', unit: 'mmol/L' },
      { value: '100', measuredAt: '2999-01-01T08:00' },
    ]) {
      const result = await outcome(
        glucoseRoute.action(signedInArgs(maya, post('/glucose', { ...reading, ...change }))),
      );
      expect(result.status).toBe(400);
    }
    expect(await readingsOf(maya)).toBe(0);
    const saved = await outcome(
      glucoseRoute.action(signedInArgs(maya, post('/glucose', { ...reading, value: '5,5', unit: 'mmol/L' }))),
    );
    expect(saved.status).toBe(200);
    const [row] = await db.select().from(userGlucoseReadings).where(eq(userGlucoseReadings.user_id, maya.id));
    expect(row?.value_mg_dl).toBeCloseTo(99.09, 1);
    expect(row?.measured_at.toISOString()).toBe('2026-01-15T08:00:00.000Z');
  });

  it("judges time in range by the user's own target, and refuses a target upside down", async () => {
    const maya = await newUser(db);
    const day = '2026-01-15';
    for (const mgDl of [75, 130, 150]) {
      await addReading(db, maya, {
        mgDl,
        unit: 'mg/dL',
        context: 'fasting',
        measuredAt: new Date(`${day}T09:00:00Z`),
        note: '',
      });
    }
    const page = async () =>
      (await outcome(glucoseRoute.loader(signedInArgs(maya, get(`/glucose?day=${day}`))))).data as {
        inRange: Record<'veryLow' | 'low' | 'within' | 'high' | 'veryHigh' | 'count', number>;
        target: { low: number; high: number; own: boolean };
      };
    expect((await page()).inRange).toEqual({ veryLow: 0, low: 0, within: 1, high: 0, veryHigh: 0, count: 3 });
    const upsideDown = glucoseRoute.action(
      signedInArgs(maya, post('/glucose', { intent: 'target', low: '140', high: '80', unit: 'mg/dL' })),
    );
    expect((await outcome(upsideDown)).status).toBe(400);
    expect((await page()).target).toEqual({ low: 70, high: 180, own: false });
    const own = glucoseRoute.action(
      signedInArgs(maya, post('/glucose', { intent: 'target', low: '4,4', high: '7,8', unit: 'mmol/L' })),
    );
    expect((await outcome(own)).status).toBe(200);
    const after = await page();
    expect(after.target.low).toBeCloseTo(79.3, 1);
    expect(after.target.high).toBeCloseTo(140.5, 1);
    // 75 is below 79.3 and 150 above 140.5: only 130 is in range; 75 is low, 150 high.
    expect(after.inRange).toEqual({
      veryLow: 0,
      low: 1 / 3,
      within: 1 / 3,
      high: 1 / 3,
      veryHigh: 0,
      count: 3,
    });
    await outcome(glucoseRoute.action(signedInArgs(maya, post('/glucose', { intent: 'reset-target' }))));
    expect((await page()).target.own).toBe(false);
  });

  it("answers another user's reading with 404 and a day that does not exist with 404", async () => {
    const maya = await newUser(db);
    const omar = await newUser(db, 'Omar');
    const id = await addReading(db, maya, {
      mgDl: 110,
      unit: 'mg/dL',
      context: 'fasting',
      measuredAt: new Date(),
      note: '',
    });
    const remove = glucoseRoute.action(
      signedInArgs(omar, post('/glucose', { intent: 'delete', readingId: String(id) })),
    );
    expect((await outcome(remove)).status).toBe(404);
    expect(await readingsOf(maya)).toBe(1);
    expect(
      (await outcome(glucoseRoute.loader(signedInArgs(maya, get('/glucose?day=2026-02-30'))))).status,
    ).toBe(404);
    expect((await outcome(glucoseRoute.loader(signedInArgs(maya, get('/glucose?view=month'))))).status).toBe(
      404,
    );
  });

  it('downloads the data as an attachment, and deletes the account only with the right password', async () => {
    const email = `route-${Date.now()}@example.com`;
    const id = await upsertConfirmedAccount(db, {
      email,
      password: 'Steady-Garden-4821',
      firstName: 'Ada',
      lastName: 'L',
      type: 'user',
    });
    const ada: Actor = { id, type: 'user' };
    await addBloodTest(db, ada, TEST);

    const download = await outcome(exportRoute.loader(signedInArgs(ada, get('/api/my-data'))));
    expect(download.response?.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="vivai-my-data-/,
    );
    const body = (await download.response!.json()) as { profile: { email: string } };
    expect(body.profile.email).toBe(email);

    const wrong = await outcome(
      myDataRoute.action(
        signedInArgs(ada, post('/profile/my-data', { password: 'nope', understood: 'yes' })),
      ),
    );
    expect(wrong.status).toBe(200);
    expect(JSON.stringify(wrong.data)).toContain('my-data:errors.wrong_password');
    const unticked = await outcome(
      myDataRoute.action(signedInArgs(ada, post('/profile/my-data', { password: 'Steady-Garden-4821' }))),
    );
    expect(unticked.status).toBe(400);
    expect(await testsOf(ada)).toBe(1);

    const done = await outcome(
      myDataRoute.action(
        signedInArgs(ada, post('/profile/my-data', { password: 'Steady-Garden-4821', understood: 'yes' })),
      ),
    );
    expect(done.status).toBe(302);
    expect(done.response?.headers.get('Location')).toBe('/');
    expect(done.response?.headers.getSetCookie().some((cookie) => /^vivai_session=;/.test(cookie))).toBe(
      true,
    );
    expect(await db.select().from(profiles).where(eq(profiles.id, id))).toEqual([]);
  });
});
