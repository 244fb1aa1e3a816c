import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import { getDecoyHash, verifyPassword } from '~/auth/password.server';
import { sha256 } from '~/auth/tokens.server';
import type { Database } from '~/db/client.server';
import { mailOutbox, passwords, profiles, rateLimits } from '~/db/schema/accounts';
import { forgetSignInFailures, takeSignInTry } from './rate-limit.server';

export type DeleteAccountResult = { ok: true } | { ok: false; error: 'wrong_password' | 'rate_limited' };

/**
 * Deletes the actor's account after the password is given again. Every row the account owns goes
 * with its profile (user_id references cascade: sessions, passwords, links, plans, trackers,
 * records, orders), and so do the rows that name its address without owning it: mails queued to
 * it and the rate-limit counters keyed by its hash. A wrong password counts as a failed sign-in,
 * so a stolen session cannot guess the password here faster than on the sign-in page.
 */
export async function deleteOwnAccount(
  db: Database,
  actor: Actor,
  input: { password: string; ip: string },
): Promise<DeleteAccountResult> {
  const [row] = await db
    .select({ email: profiles.email, hash: passwords.hash })
    .from(profiles)
    .leftJoin(passwords, eq(passwords.user_id, profiles.id))
    .where(eq(profiles.id, actor.id));
  if (!row) return { ok: false, error: 'wrong_password' };
  if (!(await takeSignInTry(db, row.email, input.ip))) return { ok: false, error: 'rate_limited' };
  const matches = await verifyPassword(row.hash ?? (await getDecoyHash()), input.password);
  if (!row.hash || !matches) return { ok: false, error: 'wrong_password' };
  await forgetSignInFailures(db, row.email, input.ip);
  await db.transaction(async (tx) => {
    const address = row.email.toLowerCase();
    await tx
      .delete(mailOutbox)
      .where(and(isNull(mailOutbox.user_id), eq(sql`lower(${mailOutbox.to_address})`, address)));
    await tx.delete(rateLimits).where(like(rateLimits.key, `%${sha256(`account:${address}`)}%`));
    await tx.delete(profiles).where(eq(profiles.id, actor.id));
  });
  return { ok: true };
}
