import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/ui/button';
import type { ShopOrderStatus } from '~/db/schema/shop';
import { formatOrderDate } from '../format';
import { OrderLines } from './order-lines';
import { OrderCardHeader, OrderTotal } from './order-card-parts';

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
      <OrderCardHeader
        headingId={headingId}
        title={t('shop:orders.order', { id: order.id })}
        status={order.status}
      >
        {order.status === 'created' ? (
          <Form method="post">
            <input type="hidden" name="orderId" value={order.id} />
            <button type="submit" disabled={canceling} className={buttonClass('secondary')}>
              {t('shop:orders.cancel')}
            </button>
          </Form>
        ) : null}
      </OrderCardHeader>
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
      <OrderTotal total={order.total} />
    </article>
  );
}
