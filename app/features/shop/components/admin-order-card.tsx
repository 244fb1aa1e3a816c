import { useTranslation } from 'react-i18next';
import { Icon } from '~/ui/icon';
import type { AdminOrder } from '../admin-orders.server';
import { formatKg, formatMoney, formatOrderDate } from '../format';
import { OrderStatusBadge } from './order-status-badge';
import { AdminOrderStatusDialog } from './admin-order-status-dialog';

/** One order as the admin sees it: who, where, what, how much, and its status. */
export function AdminOrderCard({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation('shop-admin');
  const headingId = `order-${order.id}-heading`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 id={headingId} className="text-lg font-semibold">
            {t('card.order', { id: order.id })}
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <AdminOrderStatusDialog orderId={order.id} status={order.status} />
      </header>
      <p className="mt-1 text-sm text-slate-500">
        <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, i18n.language)}</time>
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Detail icon="person" label={t('card.customer')}>
          <bdi>
            {order.customer.firstName} {order.customer.lastName}
          </bdi>
        </Detail>
        <Detail icon="email" label={t('card.email')}>
          <span dir="ltr">{order.email}</span>
        </Detail>
        <Detail icon="phone" label={t('card.mobile')}>
          <span dir="ltr">{order.mobile}</span>
        </Detail>
        <Detail icon="location" label={t('card.address')}>
          <bdi>{order.address}</bdi>
        </Detail>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('card.items')}</h3>
      <ul className="mt-1 divide-y divide-slate-100 text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-1.5">
            <bdi>{item.title}</bdi>
            <span className="shrink-0 text-slate-600">
              <span>{t('card.quantity', { quantity: formatKg(item.quantity) })}</span>
              {' · '}
              <span dir="ltr">{formatMoney(item.unit_price * item.quantity)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 font-semibold">
        <span>{t('card.total')}</span>
        <span dir="ltr">{formatMoney(order.total)}</span>
      </p>
    </article>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: 'person' | 'email' | 'phone' | 'location';
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 items-start gap-2 break-words">
        <Icon name={icon} className="mt-0.5 size-4 text-slate-400" />
        <span className="min-w-0">{children}</span>
      </dd>
    </div>
  );
}
