import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '~/db/client.server';
import type { sessions } from '~/db/schema/accounts';
import { mailOutbox, profiles, verifications } from '~/db/schema/accounts';
import { findSession } from '~/auth/session.server';
import { databaseForSuite, testDatabases } from '../../../tests/support/databases';
import { testMailbox } from '../../../tests/support/mailbox';
import {
  confirmEmail,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  signIn,
} from './accounts.server';

const mail = { locale: 'en' as const, ip: '10.0.0.1' };
const strong = 'Healthy-Day-2026';

async function rows(db: Database, table: typeof profiles | typeof mailOutbox | typeof sessions) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe.each(testDatabases())('accounts on $name', ({ open }) => {
  const suite = databaseForSuite(open);
  const mailbox = testMailbox();
  const lastLink = (database: Database, to: string) => mailbox.lastToken(database, to);

  let registrations = 0;
  async function registered(email: string) {
    // Each from its own address: the per-address registration budget has its own tests.
    const result = await registerAccount(
      suite.db,
      { firstName: 'Ada', lastName: 'Yilmaz', email, password: strong },
      { ...mail, ip: `10.50.0.${++registrations}` },
    );
    if (!result.ok) throw new Error(result.error);
    return result.userId;
  }

  it('registers, mails a one-time confirm link, and signs in only after confirmation', async () => {
    const email = 'ada@example.com';
    await registered(email);
    expect(await signIn(suite.db, { email, password: strong, ip: '10.0.0.1' })).toEqual({
      ok: false,
      error: 'email_not_confirmed',
    });
    const token = await lastLink(suite.db, email);
    expect(await confirmEmail(suite.db, token, mail.ip)).toEqual({ ok: true });
    expect(await confirmEmail(suite.db, token, mail.ip)).toEqual({ ok: false, reason: 'used' });
    const signedIn = await signIn(suite.db, { email, password: strong, ip: '10.0.0.1' });
    expect(signedIn.ok).toBe(true);
    if (!signedIn.ok) return;
    const found = await findSession(suite.db, signedIn.token);
    expect(found?.user).toMatchObject({ email, firstName: 'Ada', type: 'user' });
  });

  it('refuses a duplicate e-mail, whatever its case, and writes nothing', async () => {
    await registered('dup@example.com');
    const before = await rows(suite.db, profiles);
    const result = await registerAccount(
      suite.db,
      { firstName: 'B', lastName: 'C', email: 'dup@example.com', password: strong },
      mail,
    );
    expect(result).toEqual({ ok: false, error: 'email_taken' });
    expect(await rows(suite.db, profiles)).toBe(before);
  });

  it('refuses a weak password with the list of reasons and writes nothing', async () => {
    const before = [await rows(suite.db, profiles), await rows(suite.db, mailOutbox)];
    const result = await registerAccount(
      suite.db,
      { firstName: 'W', lastName: 'P', email: 'weak@example.com', password: 'password' },
      mail,
    );
    expect(result).toEqual({
      ok: false,
      error: 'weak_password',
      reasons: ['needs_uppercase', 'needs_number', 'too_common'],
    });
    expect([await rows(suite.db, profiles), await rows(suite.db, mailOutbox)]).toEqual(before);
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const email = 'same@example.com';
    await registered(email);
    await confirmEmail(suite.db, await lastLink(suite.db, email), mail.ip);
    const wrong = await signIn(suite.db, { email, password: 'Wrong-Pass-123', ip: '10.0.0.2' });
    const unknown = await signIn(suite.db, { email: 'nobody@example.com', password: strong, ip: '10.0.0.2' });
    expect(wrong).toEqual({ ok: false, error: 'invalid_credentials' });
    expect(unknown).toEqual(wrong);
  });

  it('refuses an expired or unknown confirm link', async () => {
    const email = 'late@example.com';
    const userId = await registered(email);
    const token = await lastLink(suite.db, email);
    await suite.db
      .update(verifications)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(verifications.user_id, userId));
    expect(await confirmEmail(suite.db, token, mail.ip)).toEqual({ ok: false, reason: 'expired' });
    expect(await confirmEmail(suite.db, 'x'.repeat(43), mail.ip)).toEqual({ ok: false, reason: 'invalid' });
    expect(await confirmEmail(suite.db, 'not a token', mail.ip)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('treats a forged session token as signed out', async () => {
    expect(await findSession(suite.db, 'A'.repeat(43))).toBeNull();
    expect(await findSession(suite.db, "'; drop table sessions; --")).toBeNull();
  });

  it('resets a password through a one-time link and ends every open session', async () => {
    const email = 'reset@example.com';
    await registered(email);
    await confirmEmail(suite.db, await lastLink(suite.db, email), mail.ip);
    const first = await signIn(suite.db, { email, password: strong, ip: '10.2.0.1' });
    if (!first.ok) throw new Error('sign-in failed');
    await requestPasswordReset(suite.db, email, mail);
    await requestPasswordReset(suite.db, 'unknown@example.com', mail);
    const token = await lastLink(suite.db, email);
    expect(mailbox.sent.filter((sent) => sent.to === 'unknown@example.com')).toEqual([]);
    expect(await resetPassword(suite.db, token, 'short')).toMatchObject({
      ok: false,
      error: 'weak_password',
    });
    expect(await resetPassword(suite.db, token, 'New-Strong-Pass-9')).toEqual({ ok: true });
    expect(await resetPassword(suite.db, token, 'New-Strong-Pass-9')).toEqual({
      ok: false,
      error: 'invalid_link',
    });
    expect(await findSession(suite.db, first.token)).toBeNull();
    expect((await signIn(suite.db, { email, password: 'New-Strong-Pass-9', ip: '10.2.0.2' })).ok).toBe(true);
  });
});
