import { ALL_PLANS, markPlansStale } from '~/features/plans/stale.server';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminActor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { auditLog, profiles } from '~/db/schema/accounts';
import { genomeTestOrders, type TaxonomicLevels } from '~/db/schema/test-orders';
import { recordAudit } from '~/features/admin/audit.server';
import { ADMIN_TEST_ORDERS_PAGE_SIZE, type TestOrderStatus, type TestOrderType } from './schema';
import type { GenomeDetails } from './validation';

export const TEST_ORDER_AUDIT_TARGET = 'test_order';

export type AdminTestOrder = {
  id: number;
  type: TestOrderType;
  status: TestOrderStatus;
  createdAt: string;
  address: string;
  note: string;
  description: string;
  candidateVariants: string[];
  taxonomicLevels: TaxonomicLevels;
  user: { firstName: string; lastName: string; email: string; type: string };
};

export type AdminTestOrderList = { orders: AdminTestOrder[]; total: number; pageCount: number };

const columns = {
  id: genomeTestOrders.id,
  type: genomeTestOrders.type,
  status: genomeTestOrders.status,
  createdAt: genomeTestOrders.created_at,
  address: genomeTestOrders.address,
  note: genomeTestOrders.note,
  description: genomeTestOrders.description,
  candidateVariants: genomeTestOrders.candidate_variants,
  taxonomicLevels: genomeTestOrders.taxonomic_levels,
  firstName: profiles.first_name,
  lastName: profiles.last_name,
  email: profiles.email,
  userType: profiles.type,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

function toOrder({ firstName, lastName, email, userType, createdAt, ...order }: Row): AdminTestOrder {
  return {
    ...order,
    createdAt: createdAt.toISOString(),
    user: { firstName, lastName, email, type: userType },
  };
}

/**
 * One page of test requests, all or in one status, newest first, each with the requesting user's
 * profile (spec 000 section 7: select with joined profile, filtered by status, with paging).
 */
export async function listTestOrdersForAdmin(
  db: Database,
  _admin: AdminActor,
  input: { page: number; status?: TestOrderStatus },
): Promise<AdminTestOrderList> {
  const page = Math.max(1, Math.floor(input.page));
  const where = input.status ? eq(genomeTestOrders.status, input.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(genomeTestOrders)
      .innerJoin(profiles, eq(profiles.id, genomeTestOrders.user_id))
      .where(where)
      .orderBy(desc(genomeTestOrders.created_at), desc(genomeTestOrders.id))
      .limit(ADMIN_TEST_ORDERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_TEST_ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(genomeTestOrders).where(where),
  ]);
  const total = counted?.n ?? 0;
  return { orders: rows.map(toOrder), total, pageCount: Math.ceil(total / ADMIN_TEST_ORDERS_PAGE_SIZE) };
}

async function lockOrder(db: Database, orderId: number) {
  const [row] = await db
    .select({
      userId: genomeTestOrders.user_id,
      status: genomeTestOrders.status,
      type: genomeTestOrders.type,
      description: genomeTestOrders.description,
      candidateVariants: genomeTestOrders.candidate_variants,
      taxonomicLevels: genomeTestOrders.taxonomic_levels,
    })
    .from(genomeTestOrders)
    .where(eq(genomeTestOrders.id, orderId))
    .for('update');
  return row;
}

/**
 * Sets a test order's status (an admin may set any, spec 000 section 4) and audits it in the same
 * transaction. Becoming done stamps finished_at, leaving done clears it (decision 024).
 * False when there is no such order.
 */
export async function setTestOrderStatusByAdmin(
  db: Database,
  admin: AdminActor,
  orderId: number,
  status: TestOrderStatus,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const previous = await lockOrder(tx, orderId);
    if (!previous) return false;
    if (previous.status === status) return true;
    await tx
      .update(genomeTestOrders)
      .set({ status, finished_at: status === 'done' ? sql`now()` : null })
      .where(eq(genomeTestOrders.id, orderId));
    // The user's genetic profile or microbiome is the finished test's from now on, or no longer.
    if (previous.status === 'done' || status === 'done') await markPlansStale(tx, previous.userId, ALL_PLANS);
    await recordAudit(tx, admin, {
      action: 'test_order.status',
      targetType: TEST_ORDER_AUDIT_TARGET,
      targetId: orderId,
      details: { from: previous.status, to: status },
    });
    return true;
  });
}

export type DetailsSaveResult = 'saved' | 'not_found' | 'wrong_type';

/** Saves checked genome details (description and candidate variants) with the before and after in the audit. */
export async function saveGenomeDetailsByAdmin(
  db: Database,
  admin: AdminActor,
  orderId: number,
  details: GenomeDetails,
): Promise<DetailsSaveResult> {
  return db.transaction(async (tx) => {
    const previous = await lockOrder(tx, orderId);
    if (!previous) return 'not_found';
    if (previous.type !== 'genome') return 'wrong_type';
    await tx
      .update(genomeTestOrders)
      .set({ description: details.description, candidate_variants: details.candidateVariants })
      .where(eq(genomeTestOrders.id, orderId));
    if (previous.status === 'done') await markPlansStale(tx, previous.userId, ALL_PLANS);
    await recordAudit(tx, admin, {
      action: 'test_order.genome_details',
      targetType: TEST_ORDER_AUDIT_TARGET,
      targetId: orderId,
      details: {
        from: { description: previous.description, candidate_variants: previous.candidateVariants },
        to: { description: details.description, candidate_variants: details.candidateVariants },
      },
    });
    return 'saved';
  });
}

/** Saves checked metagenome levels with the before and after in the audit. */
export async function saveMetagenomeDetailsByAdmin(
  db: Database,
  admin: AdminActor,
  orderId: number,
  levels: TaxonomicLevels,
): Promise<DetailsSaveResult> {
  return db.transaction(async (tx) => {
    const previous = await lockOrder(tx, orderId);
    if (!previous) return 'not_found';
    if (previous.type !== 'metagenome') return 'wrong_type';
    await tx
      .update(genomeTestOrders)
      .set({ taxonomic_levels: levels })
      .where(eq(genomeTestOrders.id, orderId));
    if (previous.status === 'done') await markPlansStale(tx, previous.userId, ALL_PLANS);
    await recordAudit(tx, admin, {
      action: 'test_order.metagenome_details',
      targetType: TEST_ORDER_AUDIT_TARGET,
      targetId: orderId,
      details: { from: previous.taxonomicLevels, to: levels },
    });
    return 'saved';
  });
}

export type TestOrderAuditEntry = {
  id: number;
  action: string;
  at: string;
  admin: { firstName: string; lastName: string; email: string } | null;
  details: Record<string, unknown>;
};

/** Who changed each of these orders, when, and from what to what, oldest first. */
export async function testOrderAudits(
  db: Database,
  _admin: AdminActor,
  orderIds: number[],
): Promise<Record<number, TestOrderAuditEntry[]>> {
  const audits: Record<number, TestOrderAuditEntry[]> = Object.fromEntries(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return audits;
  const rows = await db
    .select({
      id: auditLog.id,
      targetId: auditLog.target_id,
      action: auditLog.action,
      at: auditLog.created_at,
      details: auditLog.details,
      firstName: profiles.first_name,
      lastName: profiles.last_name,
      email: profiles.email,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actor_id))
    .where(
      and(
        eq(auditLog.target_type, TEST_ORDER_AUDIT_TARGET),
        inArray(auditLog.target_id, orderIds.map(String)),
      ),
    )
    .orderBy(asc(auditLog.created_at), asc(auditLog.id));
  for (const { targetId, firstName, lastName, email, at, ...entry } of rows) {
    audits[Number(targetId)]?.push({
      ...entry,
      at: at.toISOString(),
      admin:
        firstName !== null && lastName !== null && email !== null ? { firstName, lastName, email } : null,
    });
  }
  return audits;
}

/** Who changed an order, when, and from what to what, oldest first. */
export async function testOrderAudit(
  db: Database,
  admin: AdminActor,
  orderId: number,
): Promise<TestOrderAuditEntry[]> {
  return (await testOrderAudits(db, admin, [orderId]))[orderId] ?? [];
}
