import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopOrderStatus } from '~/db/schema/shop';
import { Icon } from '~/ui/icon';
import { formatMoney } from '../format';
import { OrderStatusBadge } from './order-status-badge';

/** The top of an order card, the user's or the admin's: its number, status and an action. */
export function OrderCardHeader({
  headingId,
  title,
  status,
  children,
}: {
  headingId: string;
  title: string;
  status: ShopOrderStatus;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <OrderStatusBadge status={status} />
      </div>
      {children}
    </header>
  );
}

export function OrderTotal({ total }: { total: number }) {
  const { t } = useTranslation();
  return (
    <p className="mt-2 flex justify-between border-t border-gray-200 pt-2 font-semibold">
      <span>{t('shop:cart.total')}</span>
      <span dir="ltr">{formatMoney(total)}</span>
    </p>
  );
}

/** One delivery detail (customer, e-mail, mobile, address) with its icon; the label is for screen readers. */
export function OrderDetail({
  icon,
  label,
  children,
}: {
  icon: 'person' | 'email' | 'phone' | 'location';
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 items-start gap-2 break-words">
        <Icon name={icon} className="mt-0.5 size-4 text-gray-500" />
        <span className="min-w-0">{children}</span>
      </dd>
    </div>
  );
}
