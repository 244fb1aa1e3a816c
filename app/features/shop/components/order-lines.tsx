import { useTranslation } from 'react-i18next';
import { lineTotal } from '../cart';
import { formatKg, formatMoney } from '../format';

type Line = { id: string; title: string; unit_price: number; quantity: number };

/** The dishes of a cart or an order: title, weight and price of each. */
export function OrderLines({ items }: { items: readonly Line[] }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-gray-100 text-sm">
      {items.map((item) => (
        <li key={item.id} className="flex justify-between gap-4 py-2">
          <span>{item.title}</span>
          <span className="shrink-0 text-gray-700">
            {t('shop:kg', { quantity: formatKg(item.quantity) })}
            {' · '}
            <span className="font-medium" dir="ltr">
              {formatMoney(lineTotal(item))}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
