import { and, count, gte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '~/db/client.server';
import type { AdminActor } from '~/auth/actor';
import { profiles, profileStatuses, type profileTypes } from '~/db/schema/accounts';
import { shopOrders, shopOrderStatuses } from '~/db/schema/shop';
import { genomeTestOrders, testOrderStatuses } from '~/db/schema/test-orders';
import { dailySeries, windowStart, type DailyCounts } from './daily-series';

export type DashboardFigures = {
  /** Profiles by type, then by status within the type: every type and status present, zero included. */
  users: Record<(typeof profileTypes)[number], Record<(typeof profileStatuses)[number], number>>;
  shopOrders: Record<(typeof shopOrderStatuses)[number], number>;
  testRequests: Record<(typeof testOrderStatuses)[number], number>;
  daily: DailyCounts[];
};

function zeros<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

/** Rows created per UTC day since the start of the window. */
function perDay(db: Database, table: PgTable, createdAt: AnyColumn, start: Date, where?: SQL) {
  const day = sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, n: count() })
    .from(table)
    .where(and(gte(createdAt, start), where))
    .groupBy(day);
}

/**
 * Figures for the admin dashboard, read in one round of parallel queries. The admin actor is
 * demanded so that no other caller can reach them.
 */
export async function getDashboardFigures(
  db: Database,
  _admin: AdminActor,
  now = new Date(),
): Promise<DashboardFigures> {
  const start = windowStart(now);
  const [users, shop, tests, newUsers, newShopOrders, newTestRequests] = await Promise.all([
    db
      .select({ type: profiles.type, status: profiles.status, n: count() })
      .from(profiles)
      .groupBy(profiles.type, profiles.status),
    db.select({ status: shopOrders.status, n: count() }).from(shopOrders).groupBy(shopOrders.status),
    db
      .select({ status: genomeTestOrders.status, n: count() })
      .from(genomeTestOrders)
      .groupBy(genomeTestOrders.status),
    // New users are people who signed up: admins are made, not registered.
    perDay(db, profiles, profiles.created_at, start, ne(profiles.type, 'admin')),
    perDay(db, shopOrders, shopOrders.created_at, start),
    perDay(db, genomeTestOrders, genomeTestOrders.created_at, start),
  ]);
  const figures: DashboardFigures = {
    users: {
      user: zeros(profileStatuses),
      expert: zeros(profileStatuses),
      admin: zeros(profileStatuses),
    },
    shopOrders: zeros(shopOrderStatuses),
    testRequests: zeros(testOrderStatuses),
    daily: dailySeries(start, { users: newUsers, shopOrders: newShopOrders, testRequests: newTestRequests }),
  };
  for (const row of users) figures.users[row.type][row.status] = row.n;
  for (const row of shop) figures.shopOrders[row.status] = row.n;
  for (const row of tests) figures.testRequests[row.status] = row.n;
  return figures;
}
