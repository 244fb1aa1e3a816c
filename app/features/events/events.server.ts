import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { userEvents } from '~/db/schema/tracking';
import type { LocalNow } from './format';
import { EVENTS_PAGE_SIZE, type EventInput } from './schema';

export type OwnEvent = { id: number; title: string; date: string; time: string; createdAt: Date };

const columns = {
  id: userEvents.id,
  title: userEvents.title,
  date: userEvents.date,
  time: userEvents.time,
  createdAt: userEvents.created_at,
};

/** The time column reads back as HH:mm:ss; the app speaks HH:mm. */
function shaped(row: OwnEvent): OwnEvent {
  return { ...row, time: row.time.slice(0, 5) };
}

export type EventPage = { events: OwnEvent[]; total: number; pageCount: number };

/**
 * One page of the actor's events: upcoming ones first (from `now`, the user's local date and time,
 * by date then time), then the past ones, the most recent first, so the past stays reachable on
 * later pages. An event earlier today is past.
 */
export async function listOwnEvents(
  db: Database,
  actor: Actor,
  { page, now }: { page: number; now: LocalNow },
): Promise<EventPage> {
  const upcoming = sql`(${userEvents.date}, ${userEvents.time}) >= (${now.date}::date, ${now.time}::time)`;
  // The total rides on every row of the page; only a page past the end asks for it on its own.
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(userEvents)
    .where(eq(userEvents.user_id, actor.id))
    .orderBy(
      desc(upcoming),
      sql`case when ${upcoming} then ${userEvents.date} end asc`,
      sql`case when ${upcoming} then ${userEvents.time} end asc`,
      desc(userEvents.date),
      desc(userEvents.time),
      asc(userEvents.id),
    )
    .limit(EVENTS_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * EVENTS_PAGE_SIZE);
  const total =
    rows[0]?.total ??
    (await db.select({ total: count() }).from(userEvents).where(eq(userEvents.user_id, actor.id)))[0]
      ?.total ??
    0;
  const events = rows.map(({ total: _total, ...row }) => shaped(row));
  return { events, total, pageCount: Math.max(1, Math.ceil(total / EVENTS_PAGE_SIZE)) };
}

/** The actor's events dated from `from` to `to` (inclusive), by date then time. */
export async function listOwnEventsBetween(
  db: Database,
  actor: Actor,
  from: string,
  to: string,
): Promise<OwnEvent[]> {
  const rows = await db
    .select(columns)
    .from(userEvents)
    .where(and(eq(userEvents.user_id, actor.id), gte(userEvents.date, from), lte(userEvents.date, to)))
    .orderBy(asc(userEvents.date), asc(userEvents.time), asc(userEvents.id));
  return rows.map(shaped);
}

/** One of the actor's events; null for another user's id or none. */
export async function getOwnEvent(db: Database, actor: Actor, id: number): Promise<OwnEvent | null> {
  const [row] = await db
    .select(columns)
    .from(userEvents)
    .where(and(eq(userEvents.id, id), eq(userEvents.user_id, actor.id)));
  return row ? shaped(row) : null;
}

export async function addEvent(db: Database, actor: Actor, input: EventInput): Promise<number> {
  const [row] = await db
    .insert(userEvents)
    .values({ user_id: actor.id, title: input.title, date: input.date, time: input.time })
    .returning({ id: userEvents.id });
  if (!row) throw new Error('An event insert returned no row');
  return row.id;
}

/** Changes one of the actor's events; false when it is not theirs or not there. */
export async function updateOwnEvent(
  db: Database,
  actor: Actor,
  id: number,
  input: EventInput,
): Promise<boolean> {
  const rows = await db
    .update(userEvents)
    .set({ title: input.title, date: input.date, time: input.time })
    .where(and(eq(userEvents.id, id), eq(userEvents.user_id, actor.id)))
    .returning({ id: userEvents.id });
  return rows.length > 0;
}

export async function deleteOwnEvent(db: Database, actor: Actor, id: number): Promise<boolean> {
  const rows = await db
    .delete(userEvents)
    .where(and(eq(userEvents.id, id), eq(userEvents.user_id, actor.id)))
    .returning({ id: userEvents.id });
  return rows.length > 0;
}
