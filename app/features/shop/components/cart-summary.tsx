import { useTranslation } from 'react-i18next';
import type { CartTotals } from '../cart';
import { formatMoney } from '../format';

/** Subtotal, shipping and tax (both 0, spec section 9) and the total. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation();
  const rows: Array<[string, number]> = [
    [t('shop:cart.subtotal'), totals.subtotal],
    [t('shop:cart.shipping'), totals.shipping],
    [t('shop:cart.tax'), totals.tax],
  ];
  return (
    <dl className="space-y-1 text-sm">
      {rows.map(([label, amount]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-gray-600">{label}</dt>
          <dd dir="ltr">{formatMoney(amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-semibold">
        <dt>{t('shop:cart.total')}</dt>
        <dd dir="ltr" data-testid="cart-total">
          {formatMoney(totals.total)}
        </dd>
      </div>
    </dl>
  );
}
