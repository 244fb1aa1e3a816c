import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { clearCart } from '~/features/shop/cart-store';
import { finishCheckout } from '~/features/shop/checkout-store';
import { OrderLines } from '~/features/shop/components/order-lines';
import { OrderStatusBadge } from '~/features/shop/components/order-status-badge';
import { formatMoney } from '~/features/shop/format';
import { getOwnOrder } from '~/features/shop/orders.server';
import { parseOrderId } from '~/features/shop/paths';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/order-done';

export const handle: RouteHandle = { titleKey: 'shop:done.title' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = parseOrderId(new URL(request.url).searchParams.get('order'));
  if (id === null) throw data(null, { status: 404 });
  const order = await getOwnOrder(getDb(), requireActor(context), id);
  if (!order) throw data(null, { status: 404 });
  return { order };
}

export default function OrderDone({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order } = loaderData;
  // The server sends the browser here only once the order is stored; now the cart may go. Only the
  // tab whose checkout made this order clears it, so revisiting an old order keeps a new cart.
  useEffect(() => {
    if (finishCheckout(order.submissionKey)) clearCart();
  }, [order.submissionKey]);
  return (
    <section className="mx-auto max-w-xl">
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm">
        <Icon name="check-circle" className="size-12 text-brand-600" />
        <h1 className="text-3xl font-bold">{t('shop:done.title')}</h1>
        <p className="text-gray-700" data-testid="order-id">
          {t('shop:done.lead', { id: order.id })}
        </p>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
        <OrderLines items={order.items} />
        <p className="mt-3 flex justify-between border-t border-gray-200 pt-3 font-semibold">
          <span>{t('shop:cart.total')}</span>
          <span dir="ltr">{formatMoney(order.total)}</span>
        </p>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/shop/orders" className={buttonClass('primary')}>
          {t('shop:done.orders')}
        </Link>
        <Link to="/shop" className={buttonClass('secondary')}>
          {t('shop:done.continue')}
        </Link>
      </div>
    </section>
  );
}
