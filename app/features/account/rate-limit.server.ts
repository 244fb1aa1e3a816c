import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { authAttempts } from '~/db/schema/accounts';
import { sha256 } from '~/auth/tokens.server';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export type AttemptKeys = { accountKey: string; ipKey: string };

export function attemptKeys(email: string, ip: string): AttemptKeys {
  return { accountKey: sha256(`account:${email}`), ipKey: sha256(`ip:${ip}`) };
}

/** Failures in the last 15 minutes, per account and per address, kept in the database so every instance agrees. */
export async function isSignInLimited(db: Database, keys: AttemptKeys): Promise<boolean> {
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
  const failures = (column: typeof authAttempts.account_key | typeof authAttempts.ip_key, key: string) =>
    db
      .select({ n: count() })
      .from(authAttempts)
      .where(and(eq(column, key), eq(authAttempts.succeeded, false), gt(authAttempts.created_at, since)));
  const [[byAccount], [byAddress]] = await Promise.all([
    failures(authAttempts.account_key, keys.accountKey),
    failures(authAttempts.ip_key, keys.ipKey),
  ]);
  return (byAccount?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT || (byAddress?.n ?? 0) >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordSignInAttempt(
  db: Database,
  keys: AttemptKeys,
  succeeded: boolean,
): Promise<void> {
  await db.insert(authAttempts).values({ account_key: keys.accountKey, ip_key: keys.ipKey, succeeded });
}
