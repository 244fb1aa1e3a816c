import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import { newToken, sha256 } from '~/auth/tokens.server';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { healthSettings } from '~/db/schema/health-records';
import { listOwnEventsBetween } from '~/features/events/events.server';
import { listOwnMedicines, scheduleOf } from '~/features/medicines/medicines.server';
import { doseTimes } from '~/features/medicines/schedule';
import { DEFAULT_TIME_ZONE } from '~/features/time-zone/time-zone.server';
import { addDays, instantOf, localDate, wallFrom } from '~/features/time-zone/zoned-time';
import { buildCalendar, type CalendarEntry } from './ics';

/** The feed covers this many days back and ahead of today. */
export const FEED_PAST_DAYS = 7;
export const FEED_FUTURE_DAYS = 30;
/** Events have only a start time; calendars show them as an hour, doses as a quarter hour. */
const EVENT_MINUTES = 60;
const DOSE_MINUTES = 15;
/** A token is 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type FeedState = { enabled: boolean; enabledAt: Date | null };

export async function getOwnFeedState(db: Database, actor: Actor): Promise<FeedState> {
  const [row] = await db
    .select({ hash: healthSettings.calendar_token_hash, enabledAt: healthSettings.calendar_enabled_at })
    .from(healthSettings)
    .where(eq(healthSettings.user_id, actor.id));
  return { enabled: Boolean(row?.hash), enabledAt: row?.hash ? row.enabledAt : null };
}

/**
 * Turns the feed on with a new secret token (or replaces the token: the old address stops working
 * at once). Returns the token; only its hash is stored, so it is shown to the user this once.
 */
export async function issueOwnFeedToken(db: Database, actor: Actor): Promise<string> {
  const token = newToken();
  const hash = sha256(token);
  await db
    .insert(healthSettings)
    .values({ user_id: actor.id, calendar_token_hash: hash, calendar_enabled_at: sql`now()` })
    .onConflictDoUpdate({
      target: healthSettings.user_id,
      set: { calendar_token_hash: hash, calendar_enabled_at: sql`now()` },
    });
  return token;
}

/** Turns the feed off: the address answers 404 like any guessed one. */
export async function revokeOwnFeed(db: Database, actor: Actor): Promise<void> {
  await db
    .update(healthSettings)
    .set({ calendar_token_hash: null, calendar_enabled_at: null })
    .where(eq(healthSettings.user_id, actor.id));
}

/** The owner of a feed token, or null for a malformed, guessed or revoked one (all alike). */
export async function feedOwner(
  db: Database,
  token: string,
): Promise<{ actor: Actor; timeZone: string } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: profiles.id, type: profiles.type, timeZone: healthSettings.time_zone })
    .from(healthSettings)
    .innerJoin(profiles, eq(profiles.id, healthSettings.user_id))
    // A disabled or blocked account's feed stops with its sessions: same 404 as a guessed address.
    .where(and(eq(healthSettings.calendar_token_hash, sha256(token)), eq(profiles.status, 'enable')));
  if (!row) return null;
  return { actor: { id: row.id, type: row.type }, timeZone: row.timeZone ?? DEFAULT_TIME_ZONE };
}

/** The feed's calendar: the owner's events and medicine doses from FEED_PAST_DAYS back to FEED_FUTURE_DAYS ahead. */
export async function ownCalendar(
  db: Database,
  actor: Actor,
  timeZone: string,
  now: number,
  name: string,
): Promise<string> {
  const today = localDate(now, timeZone);
  const firstDay = addDays(today, -FEED_PAST_DAYS);
  const lastDay = addDays(today, FEED_FUTURE_DAYS);
  const [events, medicines] = await Promise.all([
    listOwnEventsBetween(db, actor, firstDay, lastDay),
    listOwnMedicines(db, actor),
  ]);
  const entries: CalendarEntry[] = events.map((event) => ({
    uid: `event-${event.id}@vivai`,
    start: instantOf(wallFrom(event.date, event.time), timeZone),
    durationMinutes: EVENT_MINUTES,
    summary: event.title,
    stamp: event.createdAt.getTime(),
  }));
  const from = instantOf(wallFrom(firstDay, '00:00'), timeZone);
  const to = instantOf(wallFrom(addDays(lastDay, 1), '00:00'), timeZone);
  for (const medicine of medicines) {
    const stamp = instantOf(wallFrom(medicine.usageStartDate, medicine.usageStartTime), timeZone);
    for (const at of doseTimes(scheduleOf(medicine), timeZone, from, to)) {
      entries.push({
        // The dose's instant names it: the same dose keeps its UID from fetch to fetch.
        uid: `dose-${medicine.id}-${at}@vivai`,
        start: at,
        durationMinutes: DOSE_MINUTES,
        summary: `${medicine.name} · ${medicine.usageAmount}`,
        description: [medicine.name2, medicine.dosage, medicine.description].filter(Boolean).join('\n'),
        stamp,
      });
    }
  }
  entries.sort((a, b) => a.start - b.start);
  return buildCalendar(name, entries);
}
