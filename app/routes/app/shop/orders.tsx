import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { formAction } from '~/http/action.server';
import { OwnOrderCard } from '~/features/shop/components/own-order-card';
import { cancelOwnOrder, listOwnOrders, OWN_ORDERS_PAGE_SIZE } from '~/features/shop/orders.server';
import { ownOrdersHref, parseOrderId, parsePage } from '~/features/shop/paths';
import { buttonClass } from '~/ui/button';
import { Pagination } from '~/ui/pagination';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/orders';

export const handle: RouteHandle = { titleKey: 'shop:nav.orders' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  if (page === null) throw data(null, { status: 404 });
  const { orders, total } = await listOwnOrders(getDb(), requireActor(context), {
    page,
    pageSize: OWN_ORDERS_PAGE_SIZE,
  });
  const pageCount = Math.max(1, Math.ceil(total / OWN_ORDERS_PAGE_SIZE));
  if (page > pageCount) throw data(null, { status: 404 });
  return { orders, page, pageCount };
}

/** Cancel: the one place an order becomes canceled, by its owner, while it is created. */
export const action = formAction(
  { fields: ['orderId'] },
  async (form, { context }: Route.ActionArgs) => {
    const actor = requireActor(context);
    const raw = form.get('orderId');
    const id = parseOrderId(typeof raw === 'string' ? raw : null);
    // Someone else's order and no order at all look the same, so ids are never confirmed.
    if (id === null) throw data(null, { status: 404 });
    const result = await cancelOwnOrder(getDb(), actor, id);
    if (result === 'not_found') throw data(null, { status: 404 });
    const toast =
      result === 'canceled'
        ? toastCookie({ type: 'success', key: 'shop:orders.canceled', values: { id } })
        : toastCookie({ type: 'error', key: 'shop:errors.not_cancelable' });
    return data({ result }, { headers: { 'Set-Cookie': toast } });
  },
  () => ({ result: 'failed' as const }),
);

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { orders, page, pageCount } = loaderData;
  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{t('shop:nav.orders')}</h1>
      {orders.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm">
          <p className="text-gray-700">{t('shop:orders.nothing_found')}</p>
          <Link to="/shop" className={buttonClass('primary')}>
            {t('shop:cart.browse')}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {orders.map((order) => (
            <li key={order.id}>
              <OwnOrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page} total={pageCount} hrefFor={ownOrdersHref} />
    </section>
  );
}
