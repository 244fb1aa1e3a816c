import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminActor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { shopOrders, type ShopOrderItem, type ShopOrderStatus } from '~/db/schema/shop';
import { recordAudit } from '~/features/admin/audit.server';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  DEFAULT_ADMIN_ORDER_STATUS,
  isAdminOrderStatus,
  type AdminOrderStatus,
} from './admin-orders';

export { ADMIN_ORDERS_PAGE_SIZE };

// The browser-safe list must be exactly the schema's statuses without canceled.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statusListsAgree: Same<AdminOrderStatus, Exclude<ShopOrderStatus, 'canceled'>> = true;
void statusListsAgree;

export type AdminOrderListInput = { page: number; searchText?: string; status?: AdminOrderStatus };

export type AdminOrder = {
  id: number;
  status: ShopOrderStatus;
  createdAt: string;
  address: string;
  mobile: string;
  email: string;
  items: ShopOrderItem[];
  /** Dollars: the sum of unit price times quantity (shipping and tax are 0). */
  total: number;
  customer: { firstName: string; lastName: string };
};

export type AdminOrderList = { orders: AdminOrder[]; total: number; pageCount: number };

/** Refused before anything is written: canceled belongs to the customer alone. */
export class StatusNotAllowedError extends Error {
  constructor(status: string) {
    super(`An admin may not set the status ${status}`);
    this.name = 'StatusNotAllowedError';
  }
}

/** The text as a LIKE pattern that matches it anywhere, with its own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The order number a search text names ("12" or "#12"), if it names one. */
function searchedOrderId(searchText: string): number | undefined {
  const id = searchText.trim().replace(/^#/, '');
  return /^\d{1,15}$/.test(id) ? Number(id) : undefined;
}

function searchCondition(searchText: string): SQL | undefined {
  const text = searchText.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const fullName = sql`${profiles.first_name} || ' ' || ${profiles.last_name}`;
  const matches: SQL[] = [
    ilike(shopOrders.email, pattern),
    ilike(shopOrders.mobile, pattern),
    ilike(profiles.first_name, pattern),
    ilike(profiles.last_name, pattern),
    ilike(fullName, pattern),
  ];
  // Cards show ids as "#12"; both "12" and "#12" find that order (listed first, see the ordering).
  const id = searchedOrderId(text);
  if (id !== undefined) matches.push(eq(shopOrders.id, id));
  // A number typed with spaces or dashes ("0555 123 45 67") still finds the stored "+905551234567".
  const digits = text.replace(/\D/g, '');
  if (/^[+\d\s().-]+$/.test(text) && digits.length >= 3) {
    matches.push(sql`regexp_replace(${shopOrders.mobile}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  return or(...matches);
}

function orderTotal(items: ShopOrderItem[]): number {
  const cents = items.reduce((sum, item) => sum + Math.round(item.unit_price * item.quantity * 100), 0);
  return cents / 100;
}

/**
 * One page of shop orders in one status (created unless asked), newest first, with the customer's
 * name. Canceled orders are never listed here. A page past the end is empty.
 */
export async function listOrdersForAdmin(
  db: Database,
  _admin: AdminActor,
  input: AdminOrderListInput,
): Promise<AdminOrderList> {
  const status = input.status ?? DEFAULT_ADMIN_ORDER_STATUS;
  if (!isAdminOrderStatus(status)) throw new StatusNotAllowedError(status);
  const page = Math.max(1, Math.floor(input.page));
  const where = and(eq(shopOrders.status, status), searchCondition(input.searchText ?? ''));
  // A bare "2" also matches every mobile, e-mail or name holding a 2: the order numbered 2 comes first.
  const searchedId = searchedOrderId(input.searchText ?? '');
  const order = [desc(shopOrders.created_at), desc(shopOrders.id)];
  if (searchedId !== undefined) order.unshift(desc(sql`${shopOrders.id} = ${searchedId}`));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: shopOrders.id,
        status: shopOrders.status,
        createdAt: shopOrders.created_at,
        address: shopOrders.address,
        mobile: shopOrders.mobile,
        email: shopOrders.email,
        items: shopOrders.items,
        firstName: profiles.first_name,
        lastName: profiles.last_name,
      })
      .from(shopOrders)
      .innerJoin(profiles, eq(profiles.id, shopOrders.user_id))
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(shopOrders)
      .innerJoin(profiles, eq(profiles.id, shopOrders.user_id))
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    orders: rows.map(({ firstName, lastName, createdAt, ...order }) => ({
      ...order,
      createdAt: createdAt.toISOString(),
      total: orderTotal(order.items),
      customer: { firstName, lastName },
    })),
    total,
    pageCount: Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE),
  };
}

/**
 * Sets an order's status and audits the change in the same transaction. Canceled (or anything
 * outside the admin's list) throws StatusNotAllowedError and writes nothing. Returns false when
 * there is no such order or the customer canceled it.
 */
export async function setOrderStatusByAdmin(
  db: Database,
  admin: AdminActor,
  orderId: number,
  status: ShopOrderStatus,
): Promise<boolean> {
  if (!isAdminOrderStatus(status)) throw new StatusNotAllowedError(status);
  if (!Number.isSafeInteger(orderId) || orderId < 1) return false;
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ status: shopOrders.status })
      .from(shopOrders)
      .where(eq(shopOrders.id, orderId))
      .for('update');
    // A customer's cancelation is final: the admin neither sees nor revives canceled orders.
    if (!previous || previous.status === 'canceled') return false;
    if (previous.status === status) return true;
    await tx.update(shopOrders).set({ status }).where(eq(shopOrders.id, orderId));
    await recordAudit(tx, admin, {
      action: 'shop_order.status',
      targetType: 'shop_order',
      targetId: orderId,
      details: { from: previous.status, to: status },
    });
    return true;
  });
}
