import { useTranslation } from 'react-i18next';
import type { ShopOrderStatus } from '~/db/schema/shop';

const tones: Record<ShopOrderStatus, string> = {
  created: 'bg-sky-50 text-sky-800 ring-sky-200',
  processing: 'bg-amber-50 text-amber-800 ring-amber-200',
  packaging: 'bg-violet-50 text-violet-800 ring-violet-200',
  shipping: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  canceled: 'bg-gray-100 text-gray-700 ring-gray-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  delivered: 'bg-brand-50 text-brand-700 ring-brand-100',
};

export function OrderStatusBadge({ status }: { status: ShopOrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="order-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}
    >
      {t(`shop:status.${status}`)}
    </span>
  );
}
