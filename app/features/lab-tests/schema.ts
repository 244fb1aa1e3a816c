import { z } from 'zod';
import type { testOrderStatuses, testOrderTypes } from '~/db/schema/test-orders';

/**
 * The statuses and types, written out so the browser bundle stays free of the database schema;
 * the `satisfies` clauses keep them equal to the table's lists.
 */
export const TEST_ORDER_STATUSES = ['created', 'processing', 'rejected', 'done'] as const satisfies Readonly<
  typeof testOrderStatuses
>;
export const TEST_ORDER_TYPES = ['genome', 'metagenome'] as const satisfies Readonly<typeof testOrderTypes>;
export type TestOrderStatus = (typeof TEST_ORDER_STATUSES)[number];
export type TestOrderType = (typeof TEST_ORDER_TYPES)[number];

/** Spec section 9: admin lists show 15 a page. */
export const ADMIN_TEST_ORDERS_PAGE_SIZE = 15;
export const ADDRESS_MAX_LENGTH = 300;
export const NOTE_MAX_LENGTH = 1000;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const VARIANT_MAX_LENGTH = 100;
export const LEVEL_NAME_MAX_LENGTH = 100;
/** Issue 6: more than 200 variants or 100 levels in one list is refused. */
export const MAX_VARIANTS = 200;
export const MAX_LEVELS_PER_RANK = 100;

/** The request form (/request-new-test). Messages are i18n keys. */
export const requestTestSchema = z.object({
  type: z.enum(TEST_ORDER_TYPES, { error: 'lab-tests:errors.type_required' }),
  address: z
    .string({ error: 'lab-tests:errors.address_required' })
    .trim()
    .min(1, 'lab-tests:errors.address_required')
    .max(ADDRESS_MAX_LENGTH, 'lab-tests:errors.address_too_long'),
  note: z.string().trim().max(NOTE_MAX_LENGTH, 'lab-tests:errors.note_too_long').default(''),
});
export type RequestTestInput = z.output<typeof requestTestSchema>;

const orderNotFound = 'lab-tests:errors.order_not_found';

export const orderIdSchema = z.coerce
  .number({ error: orderNotFound })
  .int(orderNotFound)
  .positive(orderNotFound)
  .max(Number.MAX_SAFE_INTEGER, orderNotFound);

/** An order id from an address: a positive whole number, else null (the 404 page). */
export function parseTestOrderId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export type AdminTestOrdersQuery = { status: TestOrderStatus | 'all' };

/** The admin list's address: page 1 is /admin/test-requests, later pages /admin/test-requests/page/N. */
export function adminTestOrdersHref(
  page: number,
  query: AdminTestOrdersQuery,
  keep?: URLSearchParams,
): string {
  const params = new URLSearchParams(keep);
  if (query.status === 'all') params.delete('status');
  else params.set('status', query.status);
  const path = page > 1 ? `/admin/test-requests/page/${page}` : '/admin/test-requests';
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function ownTestHref(orderId: number): string {
  return `/manage-tests/${orderId}`;
}
