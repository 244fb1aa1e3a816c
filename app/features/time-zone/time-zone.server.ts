import { eq, isNull } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { healthSettings } from '~/db/schema/health-records';

/** The zone doses and readings are read in until the browser or the user names one. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The zone of a signed-in user as the session read it, UTC until one is named. */
export function zoneOf(user: { timeZone: string | null }): { timeZone: string; chosen: boolean } {
  return user.timeZone
    ? { timeZone: user.timeZone, chosen: true }
    : { timeZone: DEFAULT_TIME_ZONE, chosen: false };
}

/** The stored zone of a user (the session carries it for pages: see zoneOf). */
export async function getOwnTimeZone(
  db: Database,
  actor: Actor,
): Promise<{ timeZone: string; chosen: boolean }> {
  const [row] = await db
    .select({ timeZone: healthSettings.time_zone })
    .from(healthSettings)
    .where(eq(healthSettings.user_id, actor.id));
  return row?.timeZone
    ? { timeZone: row.timeZone, chosen: true }
    : { timeZone: DEFAULT_TIME_ZONE, chosen: false };
}

export async function setOwnTimeZone(db: Database, actor: Actor, timeZone: string): Promise<void> {
  await db
    .insert(healthSettings)
    .values({ user_id: actor.id, time_zone: timeZone })
    .onConflictDoUpdate({ target: healthSettings.user_id, set: { time_zone: timeZone } });
}

/**
 * The browser's zone becomes the user's until they choose one: doses and readings then keep the
 * clock of where the user lives rather than UTC. A zone the user chose is never replaced.
 */
export async function adoptBrowserTimeZone(db: Database, actor: Actor, timeZone: string): Promise<void> {
  await db
    .insert(healthSettings)
    .values({ user_id: actor.id, time_zone: timeZone })
    .onConflictDoUpdate({
      target: healthSettings.user_id,
      set: { time_zone: timeZone },
      setWhere: isNull(healthSettings.time_zone),
    });
}
