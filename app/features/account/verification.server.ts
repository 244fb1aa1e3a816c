import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { verifications, type verificationPurposes } from '~/db/schema/accounts';
import { newToken, sha256 } from '~/auth/tokens.server';

export type Purpose = (typeof verificationPurposes)[number];

const LIFETIME_MS: Record<Purpose, number> = {
  confirm_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** A new one-time link; it ends every older unused link of the same purpose for that account. */
export async function createVerification(db: Database, userId: string, purpose: Purpose): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await endVerifications(tx, userId, purpose);
    await tx.insert(verifications).values({
      user_id: userId,
      purpose,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + LIFETIME_MS[purpose]),
    });
  });
  return token;
}

/** Ends the open links of one purpose; a superseded link then reads as expired, not as used. */
export async function endVerifications(db: Database, userId: string, purpose: Purpose): Promise<void> {
  await db
    .update(verifications)
    .set({ expires_at: sql`now()` })
    .where(
      and(
        eq(verifications.user_id, userId),
        eq(verifications.purpose, purpose),
        isNull(verifications.used_at),
        gt(verifications.expires_at, sql`now()`),
      ),
    );
}

export type VerificationResult =
  { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Marks a one-time link used; a second use, an old or superseded link or an unknown token is refused. */
export async function consumeVerification(
  db: Database,
  token: string,
  purpose: Purpose,
): Promise<VerificationResult> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: 'invalid' };
  const matches = and(eq(verifications.token_hash, sha256(token)), eq(verifications.purpose, purpose));
  // Expiry is judged by the database's clock, the same clock that ends superseded links.
  const [claimed] = await db
    .update(verifications)
    .set({ used_at: sql`now()` })
    .where(and(matches, isNull(verifications.used_at), gt(verifications.expires_at, sql`now()`)))
    .returning({ userId: verifications.user_id });
  if (claimed) return { ok: true, userId: claimed.userId };
  const [row] = await db.select({ usedAt: verifications.used_at }).from(verifications).where(matches);
  if (!row) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: row.usedAt ? 'used' : 'expired' };
}
