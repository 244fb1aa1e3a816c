import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { verifications, type verificationPurposes } from '~/db/schema/accounts';
import { newToken, sha256 } from '~/auth/tokens.server';

type Purpose = (typeof verificationPurposes)[number];

const LIFETIME_MS: Record<Purpose, number> = {
  confirm_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

export async function createVerification(db: Database, userId: string, purpose: Purpose): Promise<string> {
  const token = newToken();
  await db.insert(verifications).values({
    user_id: userId,
    purpose,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + LIFETIME_MS[purpose]),
  });
  return token;
}

export type VerificationResult =
  { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Marks a one-time link used; a second use, an old link or an unknown token is refused. */
export async function consumeVerification(
  db: Database,
  token: string,
  purpose: Purpose,
): Promise<VerificationResult> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: 'invalid' };
  const hashed = sha256(token);
  const [row] = await db
    .select({
      id: verifications.id,
      userId: verifications.user_id,
      expiresAt: verifications.expires_at,
      usedAt: verifications.used_at,
    })
    .from(verifications)
    .where(and(eq(verifications.token_hash, hashed), eq(verifications.purpose, purpose)));
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt.getTime() < Date.now()) return { ok: false, reason: 'expired' };
  const claimed = await db
    .update(verifications)
    .set({ used_at: new Date() })
    .where(and(eq(verifications.id, row.id), isNull(verifications.used_at)))
    .returning({ id: verifications.id });
  if (claimed.length === 0) return { ok: false, reason: 'used' };
  return { ok: true, userId: row.userId };
}
