import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '~/db/schema/accounts';
import { databaseForSuite, testDatabases } from '../../../tests/support/databases';
import { testMailbox } from '../../../tests/support/mailbox';
import { requestPasswordReset, resetPassword, signIn } from './accounts.server';
import { upsertConfirmedAccount } from './create-account.server';
import { BUDGETS, limitKeys, SIGN_IN_FREE_FAILURES } from './rate-limit.server';

const password = 'Healthy-Day-2026';
const wrong = 'Wrong-Pass-123';

describe.each(testDatabases())('sign-in limits on $name', ({ open }) => {
  const suite = databaseForSuite(open);

  const owner = (email: string) =>
    upsertConfirmedAccount(suite.db, { email, password, firstName: 'Ada', lastName: 'Yilmaz', type: 'user' });

  async function waitOf(email: string, ip: string): Promise<number> {
    const [row] = await suite.db
      .select({ until: rateLimits.blocked_until })
      .from(rateLimits)
      .where(eq(rateLimits.key, limitKeys.signInPair(email, ip)));
    return (row?.until?.getTime() ?? 0) - Date.now();
  }

  it("slows the attacker's address down without locking the owner out", async () => {
    const email = 'owner@example.com';
    await owner(email);
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) {
      expect(await signIn(suite.db, { email, password: wrong, ip: '10.7.0.1' })).toEqual({
        ok: false,
        error: 'invalid_credentials',
      });
    }
    expect(await signIn(suite.db, { email, password: wrong, ip: '10.7.0.1' })).toEqual({
      ok: false,
      error: 'rate_limited',
    });
    expect(await signIn(suite.db, { email, password, ip: '10.7.0.1' })).toEqual({
      ok: false,
      error: 'rate_limited',
    });
    expect((await signIn(suite.db, { email, password, ip: '10.7.0.2' })).ok).toBe(true);
  });

  it('checks no more than the free tries when 60 wrong passwords arrive at once', async () => {
    const email = 'parallel@example.com';
    await owner(email);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => signIn(suite.db, { email, password: wrong, ip: '10.7.1.1' })),
    );
    const checked = answers.filter((answer) => !answer.ok && answer.error === 'invalid_credentials');
    expect(checked).toHaveLength(SIGN_IN_FREE_FAILURES);
    expect(answers.filter((answer) => !answer.ok && answer.error === 'rate_limited')).toHaveLength(
      60 - SIGN_IN_FREE_FAILURES,
    );
  });

  it('makes every further try wait longer than the one before', async () => {
    const email = 'patient@example.com';
    const ip = '10.7.2.1';
    await owner(email);
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) await signIn(suite.db, { email, password: wrong, ip });
    const first = await waitOf(email, ip);
    expect(first).toBeGreaterThan(0);
    // The wait is over: the next try is checked, and the one after it waits longer.
    await suite.db
      .update(rateLimits)
      .set({ blocked_until: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, limitKeys.signInPair(email, ip)));
    expect(await signIn(suite.db, { email, password: wrong, ip })).toEqual({
      ok: false,
      error: 'invalid_credentials',
    });
    expect(await signIn(suite.db, { email, password: wrong, ip })).toEqual({
      ok: false,
      error: 'rate_limited',
    });
    expect(await waitOf(email, ip)).toBeGreaterThan(first * 1.5);
  });

  it('forgets the failures of a pair once its owner signs in', async () => {
    const email = 'typo@example.com';
    const ip = '10.7.3.1';
    await owner(email);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_FREE_FAILURES - 1; i++) {
        expect(await signIn(suite.db, { email, password: wrong, ip })).toMatchObject({
          error: 'invalid_credentials',
        });
      }
      expect((await signIn(suite.db, { email, password, ip })).ok).toBe(true);
    }
  });

  it('gives one address a larger budget across accounts', async () => {
    const email = 'neighbour@example.com';
    await owner(email);
    const ip = '10.7.4.1';
    for (let i = 0; i < BUDGETS.signInPerAddress.limit; i++) {
      await signIn(suite.db, { email: `guess${i}@example.com`, password: wrong, ip });
    }
    expect(await signIn(suite.db, { email, password, ip })).toEqual({ ok: false, error: 'rate_limited' });
    expect((await signIn(suite.db, { email, password, ip: '10.7.4.2' })).ok).toBe(true);
  });

  it('keeps the reset link usable while the address is slowed down, and the reset frees it', async () => {
    const email = 'shared-office@example.com';
    const ip = '10.7.5.1';
    await owner(email);
    for (let i = 0; i <= SIGN_IN_FREE_FAILURES; i++) await signIn(suite.db, { email, password: wrong, ip });
    expect(await signIn(suite.db, { email, password, ip })).toEqual({ ok: false, error: 'rate_limited' });
    expect(await requestPasswordReset(suite.db, email, { locale: 'en', ip })).toEqual({ ok: true });
    const token = await testMailbox().lastToken(suite.db, email);
    expect(await resetPassword(suite.db, token, 'Brand-New-Pass-7')).toEqual({ ok: true });
    expect((await signIn(suite.db, { email, password: 'Brand-New-Pass-7', ip })).ok).toBe(true);
  });
});
