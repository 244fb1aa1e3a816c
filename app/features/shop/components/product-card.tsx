import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '~/catalogue/types';
import { formatMoney } from '../format';
import { productHref } from '../paths';

/** `firstRow`: the card shows before any scrolling, so its picture loads at once, not lazily. */
export function ProductCard({ product, firstRow = false }: { product: Product; firstRow?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={productHref(product.id)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <img
        src={product.image}
        alt=""
        loading={firstRow ? 'eager' : 'lazy'}
        fetchPriority={firstRow ? 'high' : 'auto'}
        width={320}
        height={240}
        className="aspect-4/3 w-full bg-brand-50 object-cover"
      />
      <span className="flex flex-1 flex-col gap-1 p-4">
        <span className="font-semibold group-hover:text-brand-700">{product.title}</span>
        <span className="text-sm text-gray-600">
          {t('shop:price_per_kg', { price: formatMoney(product.unit_price) })}
        </span>
      </span>
    </Link>
  );
}
