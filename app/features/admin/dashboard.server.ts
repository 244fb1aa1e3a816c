import { count, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import type { AdminActor } from '~/auth/actor';
import { profiles } from '~/db/schema/accounts';
import { shopOrders } from '~/db/schema/shop';
import { genomeTestOrders } from '~/db/schema/test-orders';

/** Figures for the admin dashboard; the admin actor is demanded so no other caller can reach them. */
export async function getDashboardFigures(db: Database, _admin: AdminActor) {
  const [[users], [experts], [openShopOrders], [openTestOrders]] = await Promise.all([
    db.select({ n: count() }).from(profiles).where(eq(profiles.type, 'user')),
    db.select({ n: count() }).from(profiles).where(eq(profiles.type, 'expert')),
    db.select({ n: count() }).from(shopOrders).where(eq(shopOrders.status, 'created')),
    db.select({ n: count() }).from(genomeTestOrders).where(eq(genomeTestOrders.status, 'created')),
  ]);
  return {
    users: users?.n ?? 0,
    experts: experts?.n ?? 0,
    newShopOrders: openShopOrders?.n ?? 0,
    newTestRequests: openTestOrders?.n ?? 0,
  };
}
