import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { z } from 'zod';
import { listPage, readListAddress } from '~/http/list-address';
import { requireAdmin } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import {
  ADMIN_ORDER_STATUSES,
  ADMIN_SEARCH_MAX_LENGTH,
  adminOrdersHref,
  changeStatusSchema,
  DEFAULT_ADMIN_ORDER_STATUS,
  type AdminOrdersQuery,
} from '~/features/shop/admin-orders';
import { listOrdersForAdmin, setOrderStatusByAdmin } from '~/features/shop/admin-orders.server';
import { AdminOrderCard } from '~/features/shop/components/admin-order-card';
import { AdminOrdersFilters } from '~/features/shop/components/admin-orders-filters';
import type { ChangeStatusResult } from '~/features/shop/components/admin-order-status-dialog';
import { formAction } from '~/http/action.server';
import { formatNumber } from '~/i18n/locales';
import { errorForLog, logger } from '~/logger.server';
import { PagedResults } from '~/ui/paged-results';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/shop-orders';

export const handle: RouteHandle = { titleKey: 'admin:menu.shop_orders', adminPanel: true };

/**
 * The address is validated like a route (spec: a failed page validation is the 404 page): a page
 * below 1 or not a whole number, a search text over 100 characters, or a status outside the
 * filter chips (canceled included) is a page that does not exist. An empty value means "not given".
 */
const addressSchema = z.object({
  page: listPage,
  searchText: z.string().max(ADMIN_SEARCH_MAX_LENGTH).default(''),
  status: z.enum(ADMIN_ORDER_STATUSES).default(DEFAULT_ADMIN_ORDER_STATUS),
});

function readAddress(params: { page?: string }, url: URL): { page: number; query: AdminOrdersQuery } {
  const { page, searchText, status } = readListAddress(addressSchema, params.page, url);
  return { page, query: { searchText: searchText.trim(), status } };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const { page, query } = readAddress(params, new URL(request.url));
  try {
    const list = await listOrdersForAdmin(getDb(), admin, { page, ...query });
    return { page, query, list: { ok: true as const, ...list } };
  } catch (error) {
    // The page still renders, with an error toast and a try-again button (spec section 8).
    logger.error(errorForLog(error), 'admin shop orders failed to load');
    return { page, query, list: { ok: false as const } };
  }
}

function refuse(error: string, status: number) {
  const toast = toastCookie({ type: 'error', key: error });
  return data<ChangeStatusResult>({ ok: false, error }, { status, headers: { 'Set-Cookie': toast } });
}

export const action = formAction(
  { fields: Object.keys(changeStatusSchema.shape) },
  async (form, { context }: Route.ActionArgs) => {
    const admin = requireAdmin(context);
    const parsed = changeStatusSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      return refuse(parsed.error.issues[0]?.message ?? 'shop-admin:errors.status_not_allowed', 400);
    }
    const { orderId, status } = parsed.data;
    const changed = await setOrderStatusByAdmin(getDb(), admin, orderId, status);
    if (!changed) return refuse('shop-admin:errors.order_not_found', 404);
    const toast = toastCookie({
      type: 'success',
      key: 'shop-admin:status_changed',
      values: { id: orderId, status },
    });
    return data<ChangeStatusResult>({ ok: true }, { headers: { 'Set-Cookie': toast } });
  },
  (): ChangeStatusResult => ({ ok: false, error: 'shop-admin:errors.save_failed' }),
);

export default function ShopOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('shop-admin');
  const { page, query, list } = loaderData;

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('admin:menu.shop_orders')}</h1>
      <AdminOrdersFilters query={query} />
      <PagedResults
        list={list}
        items={list.ok ? list.orders : []}
        page={page}
        hrefFor={(n) => adminOrdersHref(n, query)}
        keyOf={(order) => order.id}
        renderItem={(order) => <AdminOrderCard order={order} />}
        strings={{
          found: list.ok ? t('found', { count: formatNumber(list.total) }) : '',
          nothingFound: t('nothing_found'),
          firstPage: t('first_page'),
          loadFailed: t('load_failed'),
        }}
      />
    </section>
  );
}
