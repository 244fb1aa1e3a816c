import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lineTotal, MAX_QUANTITY_KG, parseQuantityInput, type CartItem, type QuantityError } from '../cart';
import { removeFromCart, setCartQuantity, stepCartQuantity } from '../cart-store';
import { formatMoney } from '../format';
import { productHref } from '../paths';
import { Icon } from '~/ui/icon';

/** One dish of the cart: its weight can be typed (checked as you leave the box) or stepped. */
export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<QuantityError | null>(null);

  const commit = () => {
    if (draft === null) return;
    const parsed = parseQuantityInput(draft);
    if (!parsed.ok) return setError(parsed.error);
    const result = setCartQuantity(item.id, parsed.quantity);
    if (!result.ok) return setError(result.error);
    setError(null);
    setDraft(null);
  };
  const step = (direction: 1 | -1) => {
    setError(null);
    setDraft(null);
    stepCartQuantity(item.id, direction);
  };

  return (
    <li className="flex flex-wrap items-center gap-4 py-4" data-testid="cart-line">
      <img src={item.image} alt="" width={80} height={60} className="h-15 w-20 rounded-lg object-cover" />
      <div className="min-w-40 flex-1">
        <Link to={productHref(item.id)} className="font-semibold hover:text-brand-700">
          {item.title}
        </Link>
        <p className="text-sm text-gray-600">
          {t('shop:price_per_kg', { price: formatMoney(item.unit_price) })}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label={t('shop:cart.decrease', { title: item.title })}
            className="rounded-md border border-gray-300 p-2 hover:bg-gray-100"
          >
            <Icon name="minus" className="size-4" />
          </button>
          <label htmlFor={inputId} className="sr-only">
            {t('shop:cart.quantity_of', { title: item.title })}
          </label>
          <input
            id={inputId}
            type="text"
            inputMode="decimal"
            dir="ltr"
            value={draft ?? String(item.quantity)}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="w-20 rounded-lg border border-gray-300 px-2 py-1.5 text-center aria-[invalid=true]:border-red-600"
          />
          <span className="text-sm text-gray-600">{t('shop:kg_unit')}</span>
          <button
            type="button"
            onClick={() => step(1)}
            disabled={item.quantity >= MAX_QUANTITY_KG}
            aria-label={t('shop:cart.increase', { title: item.title })}
            className="rounded-md border border-gray-300 p-2 hover:bg-gray-100 disabled:opacity-50"
          >
            <Icon name="plus" className="size-4" />
          </button>
        </div>
        {error ? (
          <p id={errorId} className="text-sm text-red-700" aria-live="polite">
            {t(`shop:errors.${error}`, { max: MAX_QUANTITY_KG })}
          </p>
        ) : null}
      </div>
      <p className="w-24 text-end font-semibold" dir="ltr">
        {formatMoney(lineTotal(item))}
      </p>
      <button
        type="button"
        onClick={() => removeFromCart(item.id)}
        aria-label={t('shop:cart.remove_item', { title: item.title })}
        className="rounded-md p-2 text-gray-600 hover:bg-red-50 hover:text-red-700"
      >
        <Icon name="close" className="size-5" />
      </button>
    </li>
  );
}
