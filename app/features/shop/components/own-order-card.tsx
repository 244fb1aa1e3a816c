import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/ui/button';
import type { ShopOrderStatus } from '../admin-orders';
import { formatMoney, formatOrderDate } from '../format';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';

export type OwnOrderView = {
  id: number;
  status: ShopOrderStatus;
  address: string;
  items: Array<{ id: string; title: string; unit_price: number; quantity: number }>;
  total: number;
  createdAt: Date;
};

/** One of the user's orders; a Cancel button while it is still created (spec section 4). */
export function OwnOrderCard({ order }: { order: OwnOrderView }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const canceling = navigation.state !== 'idle' && navigation.formData?.get('orderId') === String(order.id);
  const headingId = `order-${order.id}-heading`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 id={headingId} className="text-lg font-semibold">
            {t('shop:orders.order', { id: order.id })}
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        {order.status === 'created' ? (
          <Form method="post">
            <input type="hidden" name="orderId" value={order.id} />
            <button type="submit" disabled={canceling} className={buttonClass('secondary')}>
              {t('shop:orders.cancel')}
            </button>
          </Form>
        ) : null}
      </header>
      <p className="mt-1 text-sm text-gray-600">
        <time dateTime={order.createdAt.toISOString()}>
          {formatOrderDate(order.createdAt, i18n.language)}
        </time>
        {' · '}
        {order.address}
      </p>
      <div className="mt-3">
        <OrderLines items={order.items} />
      </div>
      <p className="mt-2 flex justify-between border-t border-gray-200 pt-2 font-semibold">
        <span>{t('shop:cart.total')}</span>
        <span dir="ltr">{formatMoney(order.total)}</span>
      </p>
    </article>
  );
}
