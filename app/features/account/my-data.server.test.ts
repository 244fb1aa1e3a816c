import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '~/auth/actor';
import { createSession, findSession } from '~/auth/session.server';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { mailOutbox, passwords, rateLimits } from '~/db/schema/accounts';
import { questionAnswers } from '~/db/schema/plans';
import { shopOrders } from '~/db/schema/shop';
import { addBloodTest } from '~/features/blood-tests/blood-tests.server';
import { addReading, setOwnTarget } from '~/features/glucose/glucose.server';
import { testDatabases } from '../../../tests/support/databases';
import { signIn } from './accounts.server';
import { upsertConfirmedAccount } from './create-account.server';
import { exportOwnData, ownedTables } from './data-export.server';
import { deleteOwnAccount } from './delete-account.server';
import { queueLinkMail } from './mail.server';
import { limitKeys, spend } from './rate-limit.server';
import { createVerification } from './verification.server';

const PASSWORD = 'Steady-Garden-4821';
const IP = '203.0.113.9';

type Rows<T> = { rows: T[] };

/** Every table of the database with a user_id column, read from the catalogue rather than the code. */
async function tablesWithUserId(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  )) as unknown as Rows<{ table_name: string }>;
  return result.rows.map((row) => row.table_name);
}

/** How many rows of each table with a user_id belong to the user, plus their profile. */
async function footprint(db: Database, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...(await tablesWithUserId(db)), 'profiles']) {
    const column = table === 'profiles' ? 'id' : 'user_id';
    const result = (await db.execute(
      sql.raw(`select count(*)::int as n from "${table}" where "${column}" = '${userId}'`),
    )) as unknown as Rows<{ n: number }>;
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}

describe.each(testDatabases())('the user’s own data on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  /** An account with rows in most tables: records, plans' answers, an order, mail, limits, a session. */
  async function populatedAccount(firstName: string): Promise<Actor & { email: string; token: string }> {
    const email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`;
    const id = await upsertConfirmedAccount(db, {
      email,
      password: PASSWORD,
      firstName,
      lastName: 'Test',
      type: 'user',
    });
    const actor: Actor = { id, type: 'user' };
    await addBloodTest(db, actor, {
      title: `${firstName}'s check-up`,
      takenOn: '2026-01-15',
      lab: 'Lab',
      notes: '',
      results: [{ marker: 'ldl', value: 130, unit: 'mg/dL', lab_low: null, lab_high: null }],
    });
    await addReading(db, actor, {
      mgDl: 123,
      unit: 'mg/dL',
      context: 'fasting',
      measuredAt: new Date(),
      note: firstName,
    });
    await setOwnTarget(db, actor, { low: 80, high: 160 });
    await db.insert(questionAnswers).values({ user_id: id, question_name: 'age', values: [41] });
    await db.insert(shopOrders).values({
      user_id: id,
      status: 'created',
      address: `${firstName} Street 1`,
      mobile: '+905551112233',
      email,
      items: [],
      submission_key: randomUUID(),
    });
    await createVerification(db, id, 'reset_password');
    await queueLinkMail(db, { to: email, userId: id, purpose: 'confirm_email', locale: 'en' });
    // A mail to the address that no account owned when it was queued.
    await db
      .insert(mailOutbox)
      .values({ to_address: email.toUpperCase(), subject: 'Hello', body_text: 'Hi' });
    await spend(db, limitKeys.account('mail-to', email), { limit: 10, windowMs: 60_000 });
    const { token } = await createSession(db, id);
    return { ...actor, email, token };
  }

  it('finds every table with a user_id in the schema, credentials left out', async () => {
    const found = ownedTables().map((table) => table.name);
    const credentials = ['passwords', 'sessions', 'verifications'];
    expect(found).toEqual((await tablesWithUserId(db)).filter((name) => !credentials.includes(name)));
    expect(found).toEqual(
      expect.arrayContaining(['user_blood_tests', 'user_glucose_readings', 'shop_orders']),
    );
  });

  it('exports only the user’s own rows and no secret', async () => {
    const maya = await populatedAccount('Maya');
    const omar = await populatedAccount('Omar');
    const exported = await exportOwnData(db, maya);
    const text = JSON.stringify(exported);

    expect(exported.profile).toMatchObject({ id: maya.id, email: maya.email, first_name: 'Maya' });
    expect(exported.tables.user_blood_tests).toHaveLength(1);
    expect(exported.tables.user_blood_tests![0]).toMatchObject({ title: "Maya's check-up" });
    expect(exported.tables.user_glucose_readings).toEqual([
      expect.objectContaining({ value_mg_dl: 123, note: 'Maya' }),
    ]);
    expect(exported.tables.user_glucose_targets).toEqual([expect.objectContaining({ low_mg_dl: 80 })]);
    expect(exported.tables.shop_orders).toHaveLength(1);
    expect(exported.tables.question_answers).toEqual([expect.objectContaining({ question_name: 'age' })]);
    expect(text).not.toContain(omar.id);
    expect(text).not.toContain('Omar');

    const [hash] = await db
      .select({ hash: passwords.hash })
      .from(passwords)
      .where(sql`${passwords.user_id} = ${maya.id}`);
    expect(text).not.toContain(hash!.hash);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(maya.token);
    expect(exported.tables).not.toHaveProperty('sessions');
    expect(exported.tables).not.toHaveProperty('passwords');
    expect(exported.tables).not.toHaveProperty('verifications');
    expect(text).not.toMatch(/token_hash|"hash"/);
  });

  it('keeps everything when the password is wrong', async () => {
    const maya = await populatedAccount('Maya');
    const before = await footprint(db, maya.id);
    expect(await deleteOwnAccount(db, maya, { password: 'not-my-password', ip: IP })).toEqual({
      ok: false,
      error: 'wrong_password',
    });
    expect(await footprint(db, maya.id)).toEqual(before);
    expect(await findSession(db, maya.token)).not.toBeNull();
  });

  it('deletes every row of the user, ends their sessions, and leaves other users alone', async () => {
    const maya = await populatedAccount('Maya');
    const omar = await populatedAccount('Omar');
    const omarBefore = await footprint(db, omar.id);
    expect(omarBefore).toMatchObject({
      user_blood_tests: 1,
      user_glucose_readings: 1,
      sessions: 1,
      shop_orders: 1,
    });

    expect(await deleteOwnAccount(db, maya, { password: PASSWORD, ip: IP })).toEqual({ ok: true });

    const left = await footprint(db, maya.id);
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    expect(await findSession(db, maya.token)).toBeNull();
    const mail = await db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to_address}) = ${maya.email}`);
    expect(mail).toEqual([]);
    const limits = await db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${limitKeys.account('mail-to', maya.email)}`);
    expect(limits).toEqual([]);
    expect(await signIn(db, { email: maya.email, password: PASSWORD, ip: IP })).toEqual({
      ok: false,
      error: 'invalid_credentials',
    });

    expect(await footprint(db, omar.id)).toEqual(omarBefore);
    expect(await findSession(db, omar.token)).not.toBeNull();
  });

  it('throttles password guesses like the sign-in page', async () => {
    const maya = await populatedAccount('Maya');
    const results = [];
    for (let i = 0; i < 7; i++)
      results.push(await deleteOwnAccount(db, maya, { password: `guess-${i}`, ip: IP }));
    expect(results.at(-1)).toEqual({ ok: false, error: 'rate_limited' });
    expect(await deleteOwnAccount(db, maya, { password: PASSWORD, ip: IP })).toEqual({
      ok: false,
      error: 'rate_limited',
    });
    expect((await footprint(db, maya.id)).profiles).toBe(1);
  });
});
