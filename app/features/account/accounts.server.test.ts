import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '~/db/client.server';
import type { sessions } from '~/db/schema/accounts';
import { authAttempts, mailOutbox, profiles, verifications } from '~/db/schema/accounts';
import { findSession } from '~/auth/session.server';
import { testDatabases } from '../../../tests/support/databases';
import {
  confirmEmail,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  signIn,
} from './accounts.server';
import { MAX_FAILURES_PER_ACCOUNT } from './rate-limit.server';

const mail = { origin: 'http://localhost:3000', locale: 'en' as const };
const strong = 'Healthy-Day-2026';

async function rows(db: Database, table: typeof profiles | typeof mailOutbox | typeof sessions) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function lastLink(db: Database, to: string): Promise<string> {
  const [row] = await db
    .select({ body: mailOutbox.body_text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, to))
    .orderBy(mailOutbox.created_at);
  const token = /token=([A-Za-z0-9_-]+)/.exec(row?.body ?? '')?.[1];
  if (!token) throw new Error('no link mailed');
  return token;
}

describe.each(testDatabases())('accounts on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  async function registered(email: string) {
    const result = await registerAccount(
      db,
      { firstName: 'Ada', lastName: 'Yilmaz', email, password: strong },
      mail,
    );
    if (!result.ok) throw new Error(result.error);
    return result.userId;
  }

  it('registers, mails a one-time confirm link, and signs in only after confirmation', async () => {
    const email = 'ada@example.com';
    await registered(email);
    expect(await signIn(db, { email, password: strong, ip: '10.0.0.1' })).toEqual({
      ok: false,
      error: 'email_not_confirmed',
    });
    const token = await lastLink(db, email);
    expect(await confirmEmail(db, token)).toEqual({ ok: true });
    expect(await confirmEmail(db, token)).toEqual({ ok: false, reason: 'used' });
    const signedIn = await signIn(db, { email, password: strong, ip: '10.0.0.1' });
    expect(signedIn.ok).toBe(true);
    if (!signedIn.ok) return;
    const found = await findSession(db, signedIn.token);
    expect(found?.user).toMatchObject({ email, firstName: 'Ada', type: 'user' });
  });

  it('refuses a duplicate e-mail, whatever its case, and writes nothing', async () => {
    await registered('dup@example.com');
    const before = await rows(db, profiles);
    const result = await registerAccount(
      db,
      { firstName: 'B', lastName: 'C', email: 'dup@example.com', password: strong },
      mail,
    );
    expect(result).toEqual({ ok: false, error: 'email_taken' });
    expect(await rows(db, profiles)).toBe(before);
  });

  it('refuses a weak password with the list of reasons and writes nothing', async () => {
    const before = [await rows(db, profiles), await rows(db, mailOutbox)];
    const result = await registerAccount(
      db,
      { firstName: 'W', lastName: 'P', email: 'weak@example.com', password: 'password' },
      mail,
    );
    expect(result).toEqual({
      ok: false,
      error: 'weak_password',
      reasons: ['needs_uppercase', 'needs_number', 'too_common'],
    });
    expect([await rows(db, profiles), await rows(db, mailOutbox)]).toEqual(before);
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const email = 'same@example.com';
    await registered(email);
    await confirmEmail(db, await lastLink(db, email));
    const wrong = await signIn(db, { email, password: 'Wrong-Pass-123', ip: '10.0.0.2' });
    const unknown = await signIn(db, { email: 'nobody@example.com', password: strong, ip: '10.0.0.2' });
    expect(wrong).toEqual({ ok: false, error: 'invalid_credentials' });
    expect(unknown).toEqual(wrong);
  });

  it('limits sign-in attempts per account, even with the right password afterwards', async () => {
    const email = 'limited@example.com';
    await registered(email);
    await confirmEmail(db, await lastLink(db, email));
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      await signIn(db, { email, password: 'Wrong-Pass-123', ip: `10.1.0.${i}` });
    }
    expect(await signIn(db, { email, password: strong, ip: '10.1.1.1' })).toEqual({
      ok: false,
      error: 'rate_limited',
    });
    const [attempts] = await db.select({ n: count() }).from(authAttempts);
    expect(attempts?.n).toBeGreaterThan(0);
  });

  it('limits sign-in attempts per address across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      await signIn(db, { email: `guess${i}@example.com`, password: 'Wrong-Pass-123', ip: '10.9.9.9' });
    }
    const result = await signIn(db, { email: 'ada@example.com', password: strong, ip: '10.9.9.9' });
    expect(result).toEqual({ ok: false, error: 'rate_limited' });
  });

  it('refuses an expired or unknown confirm link', async () => {
    const email = 'late@example.com';
    const userId = await registered(email);
    await db
      .update(verifications)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(verifications.user_id, userId));
    expect(await confirmEmail(db, await lastLink(db, email))).toEqual({ ok: false, reason: 'expired' });
    expect(await confirmEmail(db, 'x'.repeat(43))).toEqual({ ok: false, reason: 'invalid' });
    expect(await confirmEmail(db, 'not a token')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('treats a forged session token as signed out', async () => {
    expect(await findSession(db, 'A'.repeat(43))).toBeNull();
    expect(await findSession(db, "'; drop table sessions; --")).toBeNull();
  });

  it('resets a password through a one-time link and ends every open session', async () => {
    const email = 'reset@example.com';
    await registered(email);
    await confirmEmail(db, await lastLink(db, email));
    const first = await signIn(db, { email, password: strong, ip: '10.2.0.1' });
    if (!first.ok) throw new Error('sign-in failed');
    await requestPasswordReset(db, email, mail);
    await requestPasswordReset(db, 'unknown@example.com', mail);
    const [resetMail] = await db
      .select({ body: mailOutbox.body_text })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Reset your Vivai password'));
    const token = /token=([A-Za-z0-9_-]+)/.exec(resetMail?.body ?? '')?.[1] ?? '';
    expect(await resetPassword(db, token, 'short')).toMatchObject({ ok: false, error: 'weak_password' });
    expect(await resetPassword(db, token, 'New-Strong-Pass-9')).toEqual({ ok: true });
    expect(await resetPassword(db, token, 'New-Strong-Pass-9')).toEqual({ ok: false, error: 'invalid_link' });
    expect(await findSession(db, first.token)).toBeNull();
    expect((await signIn(db, { email, password: 'New-Strong-Pass-9', ip: '10.2.0.2' })).ok).toBe(true);
  });
});
