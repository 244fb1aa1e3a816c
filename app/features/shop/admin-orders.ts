import { z } from 'zod';
import type { ShopOrderStatus } from '~/db/schema/shop';

/** Spec section 9: admin lists show 15 rows a page. */
export const ADMIN_ORDERS_PAGE_SIZE = 15;

/** Longest search text the admin list accepts. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/**
 * The statuses an admin may filter by and set, in the schema's order: every status but canceled,
 * which only the customer sets on their own new order (spec section 4). Written out rather than
 * derived from the table so the browser bundle stays free of the database schema;
 * admin-orders.server.ts checks at compile time that the two lists agree.
 */
export const ADMIN_ORDER_STATUSES = [
  'created',
  'processing',
  'packaging',
  'shipping',
  'rejected',
  'delivered',
] as const satisfies readonly Exclude<ShopOrderStatus, 'canceled'>[];

export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

export const DEFAULT_ADMIN_ORDER_STATUS: AdminOrderStatus = 'created';

export function isAdminOrderStatus(value: unknown): value is AdminOrderStatus {
  return ADMIN_ORDER_STATUSES.some((status) => status === value);
}

const orderNotFound = 'shop-admin:errors.order_not_found';

/** The form of the status dialog; messages are i18n keys. */
export const changeStatusSchema = z.object({
  orderId: z.coerce
    .number({ error: orderNotFound })
    .int(orderNotFound)
    .positive(orderNotFound)
    .max(Number.MAX_SAFE_INTEGER, orderNotFound),
  status: z.enum(ADMIN_ORDER_STATUSES, { error: 'shop-admin:errors.status_not_allowed' }),
});

export type AdminOrdersQuery = { searchText: string; status: AdminOrderStatus };

/** The list's address: page 1 is /admin/shop-orders, later pages /admin/shop-orders/page/N. */
export function adminOrdersHref(page: number, query: AdminOrdersQuery): string {
  const params = new URLSearchParams();
  const searchText = query.searchText.trim();
  if (searchText) params.set('searchText', searchText);
  params.set('status', query.status);
  const path = page > 1 ? `/admin/shop-orders/page/${page}` : '/admin/shop-orders';
  return `${path}?${params.toString()}`;
}
