import { and, count, eq, gt, isNull, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, profiles, verifications } from '~/db/schema/accounts';
import { sha256 } from '~/auth/tokens.server';
import { LINK_PLACEHOLDER } from '~/mail/outbox.server';
import { databaseForSuite, testDatabases } from '../../../tests/support/databases';
import { TEST_ORIGIN, testMailbox } from '../../../tests/support/mailbox';
import {
  confirmEmail,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  signIn,
} from './accounts.server';
import { upsertConfirmedAccount } from './create-account.server';
import { BUDGETS } from './rate-limit.server';

const password = 'Healthy-Day-2026';
const en = 'en' as const;

describe.each(testDatabases())('mail limits and links on $name', ({ open }) => {
  const suite = databaseForSuite(open);
  const mailbox = testMailbox();

  const owner = (email: string) =>
    upsertConfirmedAccount(suite.db, { email, password, firstName: 'Ada', lastName: 'Yilmaz', type: 'user' });
  const mailsTo = async (to: string) => {
    await mailbox.deliver(suite.db);
    return mailbox.sent.filter((mail) => mail.to === to);
  };
  const liveResetLinks = async (userId: string) => {
    const [row] = await suite.db
      .select({ n: count() })
      .from(verifications)
      .where(
        and(
          eq(verifications.user_id, userId),
          eq(verifications.purpose, 'reset_password'),
          isNull(verifications.used_at),
          gt(verifications.expires_at, new Date()),
        ),
      );
    return row?.n ?? 0;
  };

  it('mails one address its hourly share however often a reset is asked for, with the answer an unknown address gets', async () => {
    const email = 'bombed@example.com';
    await owner(email);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        requestPasswordReset(suite.db, email, { locale: en, ip: `10.20.${i}.1` }),
      ),
    );
    const unknown = await requestPasswordReset(suite.db, 'nobody@example.com', {
      locale: en,
      ip: '10.20.99.1',
    });
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify(unknown)]),
    );
    expect(unknown).toEqual({ ok: true });
    expect(await mailsTo(email)).toHaveLength(BUDGETS.mailsPerRecipient.limit);
    expect(await mailsTo('nobody@example.com')).toHaveLength(0);
  });

  it('tells one client address to wait after its reset budget, for known and unknown addresses alike', async () => {
    const email = 'asker@example.com';
    await owner(email);
    const ip = '10.21.0.1';
    for (let i = 0; i < BUDGETS.resetPerAddress.limit; i++) {
      expect(await requestPasswordReset(suite.db, `stranger${i}@example.com`, { locale: en, ip })).toEqual({
        ok: true,
      });
    }
    const limited = { ok: false, error: 'rate_limited' };
    expect(await requestPasswordReset(suite.db, email, { locale: en, ip })).toEqual(limited);
    expect(await requestPasswordReset(suite.db, 'another-stranger@example.com', { locale: en, ip })).toEqual(
      limited,
    );
  });

  it('ends the older reset links when a new one is sent, and every link with a successful reset', async () => {
    const email = 'twice@example.com';
    const userId = await owner(email);
    await requestPasswordReset(suite.db, email, { locale: en, ip: '10.22.0.1' });
    const older = await mailbox.lastToken(suite.db, email);
    await requestPasswordReset(suite.db, email, { locale: en, ip: '10.22.0.1' });
    const newer = await mailbox.lastToken(suite.db, email);
    expect(newer).not.toBe(older);
    expect(await liveResetLinks(userId)).toBe(1);
    expect(await resetPassword(suite.db, older, 'Brand-New-Pass-7')).toEqual({
      ok: false,
      error: 'invalid_link',
    });
    // Two links made at the same moment by two senders: the reset with one ends the other.
    const twin = 'T'.repeat(43);
    await suite.db.insert(verifications).values({
      user_id: userId,
      purpose: 'reset_password',
      token_hash: sha256(twin),
      expires_at: new Date(Date.now() + 60_000),
    });
    expect(await resetPassword(suite.db, newer, 'Brand-New-Pass-7')).toEqual({ ok: true });
    expect(await liveResetLinks(userId)).toBe(0);
    expect(await resetPassword(suite.db, twin, 'Other-New-Pass-8')).toEqual({
      ok: false,
      error: 'invalid_link',
    });
  });

  it('keeps no usable link in the outbox: the link is made when the mail is sent, on the configured origin', async () => {
    const email = 'private@example.com';
    await owner(email);
    await requestPasswordReset(suite.db, email, { locale: en, ip: '10.23.0.1' });
    const [queued] = await suite.db
      .select({ body: mailOutbox.body_text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, email), isNull(mailOutbox.sent_at)));
    expect(queued?.body).toContain(LINK_PLACEHOLDER);
    const [sent] = await mailsTo(email);
    expect(sent?.text).toMatch(new RegExp(`${TEST_ORIGIN}/auth/reset-password\\?token=[A-Za-z0-9_-]{43}\\n`));
    const stored = await suite.db.select({ body: mailOutbox.body_text }).from(mailOutbox);
    expect(stored.filter((row) => /token=/.test(row.body))).toEqual([]);
    const token = /token=([A-Za-z0-9_-]+)/.exec(sent?.text ?? '')?.[1] ?? '';
    const [clear] = await suite.db
      .select({ n: count() })
      .from(verifications)
      .where(like(verifications.token_hash, token));
    expect(clear?.n).toBe(0);
  });

  it('stops one client address from making accounts that nobody confirms, even all at once', async () => {
    const ip = '10.24.0.1';
    const [before] = await suite.db.select({ n: count() }).from(profiles);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        registerAccount(
          suite.db,
          { firstName: 'S', lastName: 'T', email: `stranger${i}@mail.example`, password },
          {
            locale: en,
            ip,
          },
        ),
      ),
    );
    const made = answers.filter((answer) => answer.ok);
    expect(made).toHaveLength(BUDGETS.unconfirmedRegistrationsPerAddress.limit);
    expect(answers.filter((answer) => !answer.ok && answer.error === 'rate_limited')).toHaveLength(
      20 - made.length,
    );
    const [after] = await suite.db.select({ n: count() }).from(profiles);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(made.length);

    // A confirmed account was wanted: confirming from that address gives its place back.
    const confirmed = answers.findIndex((answer) => answer.ok);
    await confirmEmail(suite.db, await mailbox.lastToken(suite.db, `stranger${confirmed}@mail.example`), ip);
    const next = await registerAccount(
      suite.db,
      { firstName: 'S', lastName: 'T', email: 'one-more@mail.example', password },
      { locale: en, ip },
    );
    expect(next.ok).toBe(true);
  });

  it('sends an unconfirmed owner who signs in a new confirm link, which ends the old one', async () => {
    const email = 'forgetful@example.com';
    const registered = await registerAccount(
      suite.db,
      { firstName: 'F', lastName: 'G', email, password },
      { locale: en, ip: '10.25.0.1' },
    );
    expect(registered.ok).toBe(true);
    const first = await mailbox.lastToken(suite.db, email);
    expect(await signIn(suite.db, { email, password: 'Wrong-Pass-123', ip: '10.25.0.1' })).toEqual({
      ok: false,
      error: 'invalid_credentials',
    });
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await signIn(suite.db, { email, password, ip: '10.25.0.1', locale: en })).toEqual({
      ok: false,
      error: 'email_not_confirmed',
    });
    const second = await mailbox.lastToken(suite.db, email);
    expect(second).not.toBe(first);
    expect(await confirmEmail(suite.db, first, '10.25.0.1')).toEqual({ ok: false, reason: 'expired' });
    expect(await confirmEmail(suite.db, second, '10.25.0.1')).toEqual({ ok: true });
  });
});
