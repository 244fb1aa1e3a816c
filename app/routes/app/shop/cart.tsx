import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartTotals } from '~/features/shop/cart';
import { useCart } from '~/features/shop/cart-store';
import { CartLine } from '~/features/shop/components/cart-line';
import { CartPlaceholder } from '~/features/shop/components/cart-placeholder';
import { CartSummary } from '~/features/shop/components/cart-summary';
import { EmptyCart } from '~/features/shop/components/empty-cart';
import { buttonClass } from '~/ui/button';
import type { RouteHandle } from '~/ui/route-handle';

export const handle: RouteHandle = { titleKey: 'shop:cart.title' };

export default function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{t('shop:cart.title')}</h1>
      {cart === null ? (
        <CartPlaceholder />
      ) : cart.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          <ul className="h-fit divide-y divide-gray-100 rounded-2xl bg-white px-6 shadow-sm">
            {cart.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
          <aside className="flex h-fit flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm">
            <CartSummary totals={cartTotals(cart)} />
            <Link to="/shop/payment" className={buttonClass('primary')}>
              {t('shop:cart.continue')}
            </Link>
            <Link to="/shop" className={buttonClass('ghost')}>
              {t('shop:cart.browse')}
            </Link>
          </aside>
        </div>
      )}
    </section>
  );
}
