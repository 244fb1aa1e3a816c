import { aliasedTable, and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AdminActor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { auditLog, profiles } from '~/db/schema/accounts';
import { shopOrders, type ShopOrderItem } from '~/db/schema/shop';
import { genomeTestOrders } from '~/db/schema/test-orders';
import { HEALTH_RECORD_KINDS, type ManagedStatus, type ManagedType } from './admin-users';
import { listUserHealthRecords, type HealthRecords } from './health-records.server';

/** The audit target types of the user's orders, as the shop and the test requests write them. */
const SHOP_ORDER_TARGET = 'shop_order';
const TEST_ORDER_TARGET = 'test_order';

/** How many audit entries the details page shows, newest first. */
export const AUDIT_TRAIL_LIMIT = 100;

export type UserProfileRecord = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  type: ManagedType;
  status: ManagedStatus;
  createdAt: string;
};

export type TestRequestRecord = { id: number; type: string; status: string; createdAt: string };
export type ShopOrderRecord = { id: number; status: string; createdAt: string; total: number };
export type AuditRecord = {
  id: number;
  createdAt: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  actor: { firstName: string; lastName: string } | null;
};

/**
 * Everything the admin's details page shows of one user, one field per section. A later issue
 * (blood tests, medicines, events) adds its field here and its section beside the others.
 */
export type UserRecords = {
  profile: UserProfileRecord;
  testRequests: TestRequestRecord[];
  shopOrders: ShopOrderRecord[];
  health: HealthRecords;
  audit: AuditRecord[];
};

function orderTotal(items: ShopOrderItem[]): number {
  return items.reduce((sum, item) => sum + Math.round(item.unit_price * item.quantity * 100), 0) / 100;
}

/** One non-admin user's records; null for an admin or an unknown id (the page is then a 404). */
export async function getUserRecords(
  db: Database,
  _admin: AdminActor,
  userId: string,
): Promise<UserRecords | null> {
  const actor = aliasedTable(profiles, 'actor');
  const ownShopOrders = db
    .select({ id: sql`${shopOrders.id}::text` })
    .from(shopOrders)
    .where(eq(shopOrders.user_id, userId));
  const ownTestOrders = db
    .select({ id: sql`${genomeTestOrders.id}::text` })
    .from(genomeTestOrders)
    .where(eq(genomeTestOrders.user_id, userId));
  const [[profile], testRequests, orders, health, audit] = await Promise.all([
    db
      .select({
        id: profiles.id,
        firstName: profiles.first_name,
        lastName: profiles.last_name,
        email: profiles.email,
        type: profiles.type,
        status: profiles.status,
        createdAt: profiles.created_at,
      })
      .from(profiles)
      .where(and(eq(profiles.id, userId), ne(profiles.type, 'admin'))),
    db
      .select({
        id: genomeTestOrders.id,
        type: genomeTestOrders.type,
        status: genomeTestOrders.status,
        createdAt: genomeTestOrders.created_at,
      })
      .from(genomeTestOrders)
      .where(eq(genomeTestOrders.user_id, userId))
      .orderBy(desc(genomeTestOrders.created_at), desc(genomeTestOrders.id)),
    db
      .select({
        id: shopOrders.id,
        status: shopOrders.status,
        createdAt: shopOrders.created_at,
        items: shopOrders.items,
      })
      .from(shopOrders)
      .where(eq(shopOrders.user_id, userId))
      .orderBy(desc(shopOrders.created_at), desc(shopOrders.id)),
    listUserHealthRecords(db, userId),
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.created_at,
        action: auditLog.action,
        targetType: auditLog.target_type,
        targetId: auditLog.target_id,
        details: auditLog.details,
        actorFirstName: actor.first_name,
        actorLastName: actor.last_name,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actor_id))
      .where(
        or(
          and(eq(auditLog.target_type, 'profile'), eq(auditLog.target_id, userId)),
          and(eq(auditLog.target_type, SHOP_ORDER_TARGET), inArray(auditLog.target_id, ownShopOrders)),
          and(eq(auditLog.target_type, TEST_ORDER_TARGET), inArray(auditLog.target_id, ownTestOrders)),
          and(
            inArray(auditLog.target_type, [...HEALTH_RECORD_KINDS]),
            sql`${auditLog.details}->>'owner' = ${userId}`,
          ),
        ),
      )
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(AUDIT_TRAIL_LIMIT),
  ]);
  if (!profile) return null;
  return {
    profile: {
      ...profile,
      type: profile.type as ManagedType,
      createdAt: profile.createdAt.toISOString(),
    },
    testRequests: testRequests.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    shopOrders: orders.map(({ items, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      total: orderTotal(items),
    })),
    health,
    audit: audit.map(({ actorFirstName, actorLastName, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      actor: actorFirstName === null ? null : { firstName: actorFirstName, lastName: actorLastName ?? '' },
    })),
  };
}
