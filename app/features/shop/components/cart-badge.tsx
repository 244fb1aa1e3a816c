import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '~/ui/icon';
import { itemCount } from '../cart';
import { useCart } from '../cart-store';

/** The header's way to the cart; the count appears once the browser's stored cart is read. */
export function CartBadge() {
  const { t } = useTranslation();
  const cart = useCart();
  const count = cart ? itemCount(cart) : null;
  // The name starts with what the link shows, "Cart 2", so speech users can say what they see; the
  // space after the word keeps the two apart in the text as the layout's gap does on screen.
  return (
    <NavLink
      to="/shop/cart"
      end
      aria-label={count === null ? t('shop:cart.title') : t('shop:cart_badge.label', { count })}
      className="relative flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
    >
      <Icon name="bag" className="size-4" />
      <span className="max-sm:sr-only">{t('shop:cart.title')}</span>{' '}
      <span
        data-testid="cart-count"
        aria-hidden="true"
        className={`min-w-5 rounded-full px-1.5 text-center text-xs font-semibold ${
          count ? 'bg-brand-600 text-white' : 'bg-gray-100 text-gray-500'
        }`}
      >
        {count ?? '\u00a0'}
      </span>
    </NavLink>
  );
}
