import { eq, like, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { rateLimits } from '~/db/schema/accounts';
import { sha256 } from '~/auth/tokens.server';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** A budget of hits per window; counted with one statement, so parallel requests cannot overspend it. */
export type Budget = { limit: number; windowMs: number };

export const BUDGETS = {
  /** Sign-in attempts from one client address, over every account: large, for offices behind one address. */
  signInPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  resetPerAddress: { limit: 10, windowMs: HOUR },
  /** Accounts made from one address and not confirmed yet: strangers never confirm what they did not ask for. */
  unconfirmedRegistrationsPerAddress: { limit: 5, windowMs: HOUR },
  /** Every mail to one e-mail address: confirm, reset and resent confirm links together. */
  mailsPerRecipient: { limit: 3, windowMs: HOUR },
} satisfies Record<string, Budget>;

/** Failures of one account from one client address before each further try waits, longer every time. */
export const SIGN_IN_FREE_FAILURES = 5;
const SIGN_IN_FIRST_WAIT_MS = MINUTE;
const SIGN_IN_LONGEST_WAIT_MS = HOUR;
// Failures of a pair are forgotten after a day without a try; a success or a password reset forgets them at once.
const SIGN_IN_FORGET_AFTER_MS = 24 * HOUR;

export const limitKeys = {
  address: (name: string, ip: string) => `${name}:${sha256(`ip:${ip}`)}`,
  account: (name: string, email: string) => `${name}:${sha256(`account:${email.trim().toLowerCase()}`)}`,
  signInPair: (email: string, ip: string) =>
    `${limitKeys.account('sign-in', email)}:${sha256(`ip:${ip}`).slice(0, 32)}`,
};

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000}::double precision)`;

/** Takes one hit from a budget, if any is left; a refused hit is not counted, so a refund gives a place back. */
export async function spend(db: Database, key: string, budget: Budget): Promise<boolean> {
  const expired = sql`${rateLimits.resets_at} <= now()`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resets_at: sql`now() + ${interval(budget.windowMs)}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resets_at: sql`case when ${expired} then now() + ${interval(budget.windowMs)} else ${rateLimits.resets_at} end`,
      },
      setWhere: sql`${expired} or ${rateLimits.hits} < ${budget.limit}`,
    })
    .returning({ hits: rateLimits.hits });
  return rows.length > 0;
}

/** Gives back one hit, for a try that turned out to be the owner's. */
export async function refund(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * Takes a try for one account from one client address before the password is checked. The first
 * failures are free; after them every try waits, twice as long each time (up to an hour). The
 * row lock of the upsert orders parallel tries, so 60 at once still check at most the free ones.
 */
export async function takeSignInTry(db: Database, email: string, ip: string): Promise<boolean> {
  const key = limitKeys.signInPair(email, ip);
  const next = sql`(case when ${rateLimits.resets_at} <= now() then 1 else ${rateLimits.hits} + 1 end)`;
  const wait = sql`least(${SIGN_IN_FIRST_WAIT_MS / 1000}::double precision * power(2, ${next} - ${SIGN_IN_FREE_FAILURES}), ${SIGN_IN_LONGEST_WAIT_MS / 1000}::double precision)`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resets_at: sql`now() + ${interval(SIGN_IN_FORGET_AFTER_MS)}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: next,
        resets_at: sql`now() + ${interval(SIGN_IN_FORGET_AFTER_MS)}`,
        blocked_until: sql`case when ${next} >= ${SIGN_IN_FREE_FAILURES} then now() + make_interval(secs => ${wait}) end`,
      },
      setWhere: sql`${rateLimits.blocked_until} is null or ${rateLimits.blocked_until} <= now()`,
    })
    .returning({ hits: rateLimits.hits });
  return rows.length > 0;
}

export async function forgetSignInFailures(db: Database, email: string, ip?: string): Promise<void> {
  if (ip) {
    await db.delete(rateLimits).where(eq(rateLimits.key, limitKeys.signInPair(email, ip)));
    return;
  }
  await db.delete(rateLimits).where(like(rateLimits.key, `${limitKeys.account('sign-in', email)}:%`));
}
