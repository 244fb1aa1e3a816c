import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '../admin-orders.server';
import { formatOrderDate } from '../format';
import { OrderCardHeader, OrderDetail, OrderTotal } from './order-card-parts';
import { OrderLines } from './order-lines';
import { AdminOrderStatusDialog } from './admin-order-status-dialog';

/** One order as the admin sees it: who, where, what, how much, and its status. */
export function AdminOrderCard({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation('shop-admin');
  const headingId = `order-${order.id}-heading`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <OrderCardHeader headingId={headingId} title={t('card.order', { id: order.id })} status={order.status}>
        <AdminOrderStatusDialog orderId={order.id} status={order.status} />
      </OrderCardHeader>
      <p className="mt-1 text-sm text-slate-500">
        <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, i18n.language)}</time>
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <OrderDetail icon="person" label={t('card.customer')}>
          <bdi>
            {order.customer.firstName} {order.customer.lastName}
          </bdi>
        </OrderDetail>
        <OrderDetail icon="email" label={t('card.email')}>
          <span dir="ltr" className="wrap-anywhere">
            {order.email}
          </span>
        </OrderDetail>
        <OrderDetail icon="phone" label={t('card.mobile')}>
          <span dir="ltr">{order.mobile}</span>
        </OrderDetail>
        <OrderDetail icon="location" label={t('card.address')}>
          <bdi>{order.address}</bdi>
        </OrderDetail>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('card.items')}</h3>
      <div className="mt-1">
        <OrderLines items={order.items} />
      </div>
      <OrderTotal total={order.total} />
    </article>
  );
}
