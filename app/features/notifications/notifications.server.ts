import { and, eq, gte, isNotNull, max, or, sql } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { auditLog } from '~/db/schema/accounts';
import { shopOrders } from '~/db/schema/shop';
import { genomeTestOrders } from '~/db/schema/test-orders';
import { listOwnEventsBetween, type OwnEvent } from '~/features/events/events.server';
import { isPastEvent } from '~/features/events/format';
import { TEST_ORDER_AUDIT_TARGET } from '~/features/lab-tests/admin-orders.server';
import { listOwnDoseMarks, listOwnMedicines, ownRecentDoses } from '~/features/medicines/medicines.server';
import {
  attentionCount,
  dosesBetween,
  missedDoses,
  refillReminders,
  type DoseView,
} from '~/features/medicines/overview';
import { MISSED_LOOKBACK_DAYS } from '~/features/medicines/schedule';
import { addDays, localDate, localTime } from '~/features/time-zone/zoned-time';

const DAY_MS = 24 * 3_600_000;
/** The page looks this many days ahead. */
export const AHEAD_DAYS = 7;
/** Orders and test requests changed (or placed) this recently are shown; see decision 045. */
export const ORDER_CHANGE_DAYS = 14;
/** Doses listed ahead at most (an hourly medicine would fill the page). */
export const MAX_UPCOMING_DOSES = 60;

export type OrderChange = { kind: 'shop' | 'test'; id: number; status: string; changedAt: string };

export type Notifications = {
  timeZone: string;
  events: OwnEvent[];
  upcomingDoses: DoseView[];
  missed: DoseView[];
  refills: ReturnType<typeof refillReminders>;
  orders: OrderChange[];
};

/**
 * The actor's shop orders and test requests placed or changed since `since`. The status changes an
 * admin makes are in the audit log (the only change history there is); the current status is shown.
 */
export async function recentOrderChanges(db: Database, actor: Actor, since: Date): Promise<OrderChange[]> {
  const changesOf = (targetType: string, id: typeof shopOrders.id | typeof genomeTestOrders.id) =>
    and(
      eq(auditLog.target_type, targetType),
      eq(auditLog.target_id, sql`${id}::text`),
      gte(auditLog.created_at, since),
    );
  const [shop, tests] = await Promise.all([
    db
      .select({
        id: shopOrders.id,
        status: shopOrders.status,
        createdAt: shopOrders.created_at,
        changedAt: max(auditLog.created_at),
      })
      .from(shopOrders)
      .leftJoin(auditLog, changesOf('shop_order', shopOrders.id))
      .where(
        and(eq(shopOrders.user_id, actor.id), or(gte(shopOrders.created_at, since), isNotNull(auditLog.id))),
      )
      .groupBy(shopOrders.id),
    db
      .select({
        id: genomeTestOrders.id,
        status: genomeTestOrders.status,
        createdAt: genomeTestOrders.created_at,
        changedAt: max(auditLog.created_at),
      })
      .from(genomeTestOrders)
      .leftJoin(auditLog, changesOf(TEST_ORDER_AUDIT_TARGET, genomeTestOrders.id))
      .where(
        and(
          eq(genomeTestOrders.user_id, actor.id),
          or(gte(genomeTestOrders.created_at, since), isNotNull(auditLog.id)),
        ),
      )
      .groupBy(genomeTestOrders.id),
  ]);
  const changed = (kind: OrderChange['kind']) => (row: (typeof shop)[number] | (typeof tests)[number]) => ({
    kind,
    id: row.id,
    status: row.status,
    changedAt: new Date(row.changedAt ?? row.createdAt).toISOString(),
  });
  return [...shop.map(changed('shop')), ...tests.map(changed('test'))].sort((a, b) =>
    b.changedAt.localeCompare(a.changedAt),
  );
}

/** Everything /notifications shows: one round of parallel queries, then the events of the user's week. */
export async function ownNotifications(
  db: Database,
  actor: Actor,
  timeZone: string,
  now: number,
): Promise<Notifications> {
  const [medicines, marks, orders] = await Promise.all([
    listOwnMedicines(db, actor),
    listOwnDoseMarks(db, actor, now - (MISSED_LOOKBACK_DAYS + 1) * DAY_MS, now + (AHEAD_DAYS + 1) * DAY_MS),
    recentOrderChanges(db, actor, new Date(now - ORDER_CHANGE_DAYS * DAY_MS)),
  ]);
  const today = localDate(now, timeZone);
  const localNow = { date: today, time: localTime(now, timeZone) };
  const events = (await listOwnEventsBetween(db, actor, today, addDays(today, AHEAD_DAYS))).filter(
    (event) => !isPastEvent(event, localNow),
  );
  return {
    timeZone,
    events,
    upcomingDoses: dosesBetween(medicines, marks, timeZone, now, now + AHEAD_DAYS * DAY_MS, now).slice(
      0,
      MAX_UPCOMING_DOSES,
    ),
    missed: missedDoses(medicines, marks, timeZone, now),
    refills: refillReminders(medicines, timeZone, now),
    orders,
  };
}

/** The navigation's badge: missed doses to mark and refills due (see ownRecentDoses for `request`). */
export async function ownAttention(
  db: Database,
  actor: Actor,
  timeZone: string,
  now: number,
  request?: object,
): Promise<number> {
  const { medicines, marks } = await ownRecentDoses(db, actor, now, request);
  return attentionCount(medicines, marks, timeZone, now);
}
