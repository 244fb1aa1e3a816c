import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { profiles, sessions } from '~/db/schema/accounts';
import { healthSettings } from '~/db/schema/health-records';
import type { SessionUser } from './actor';
import { newToken, sha256 } from './tokens.server';

export const SESSION_COOKIE = 'vivai_session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// A session in use is pushed forward at most once a day, so reading pages rarely writes.
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

export async function createSession(
  db: Database,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id: sha256(token), user_id: userId, expires_at: expiresAt });
  return { token, expiresAt };
}

export type SessionLookup = { user: SessionUser; renewedUntil: Date | null };

/** The signed-in user of a session token, or null for an unknown, expired or forged token or a profile that may not sign in. */
export async function findSession(db: Database, token: string): Promise<SessionLookup | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = sha256(token);
  const [row] = await db
    .select({
      id: profiles.id,
      type: profiles.type,
      status: profiles.status,
      firstName: profiles.first_name,
      lastName: profiles.last_name,
      email: profiles.email,
      // Read with the session, so that a page's "today" costs no query of its own.
      timeZone: healthSettings.time_zone,
      expiresAt: sessions.expires_at,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.user_id))
    .leftJoin(healthSettings, eq(healthSettings.user_id, sessions.user_id))
    .where(and(eq(sessions.id, id), gt(sessions.expires_at, new Date())));
  if (!row || row.status !== 'enable') return null;
  let renewedUntil: Date | null = null;
  if (row.expiresAt.getTime() - Date.now() < SESSION_LIFETIME_MS - RENEW_AFTER_MS) {
    renewedUntil = new Date(Date.now() + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expires_at: renewedUntil }).where(eq(sessions.id, id));
  }
  const { expiresAt: _expiresAt, status: _status, ...user } = row;
  return { user, renewedUntil };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sha256(token)));
}

export async function deleteUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.user_id, userId));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expires_at, new Date()));
}
