import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import type { Product } from '~/catalogue/types';
import { ADDED_QUANTITY_KG, isInCart } from '~/features/shop/cart';
import { addToCart, useCart } from '~/features/shop/cart-store';
import { CatalogueError, isProductId, shopCatalogue } from '~/features/shop/catalogue.server';
import { CatalogueUnavailable } from '~/features/shop/components/catalogue-unavailable';
import { formatKg, formatMoney } from '~/features/shop/format';
import { categoryHref } from '~/features/shop/paths';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import { toast } from '~/ui/toaster';
import type { Route } from './+types/product';

export const handle: RouteHandle = { titleKey: 'shop:product.title' };

export async function loader({ params }: Route.LoaderArgs) {
  if (!isProductId(params.productId)) throw data(null, { status: 404 });
  try {
    const product = await shopCatalogue().getProduct(params.productId);
    if (!product) throw data(null, { status: 404 });
    return { error: null, product };
  } catch (error) {
    if (error instanceof CatalogueError) {
      return data({ error: 'catalogue_unavailable' as const }, { status: 503 });
    }
    throw error;
  }
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.error) return <CatalogueUnavailable failure={loaderData} />;
  return <ProductDetail product={loaderData.product} />;
}

function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation();
  const paragraphs = product.instructions.split(/\n+/).filter((text) => text.trim() !== '');
  return (
    <article className="grid gap-8 md:grid-cols-2">
      <img
        src={product.image}
        alt={product.title}
        width={640}
        height={480}
        className="aspect-4/3 w-full rounded-2xl bg-brand-50 object-cover"
      />
      <div className="flex flex-col gap-4">
        <Link
          to={categoryHref(product.category_title)}
          className="flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          <Icon name="arrow-left" className="size-4" />
          {t('shop:product.category', { category: product.category_title })}
        </Link>
        <h1 className="text-3xl font-bold">{product.title}</h1>
        <p className="text-lg font-semibold">
          {t('shop:price_per_kg', { price: formatMoney(product.unit_price) })}
        </p>
        <AddToCart product={product} />
        {paragraphs.length > 0 ? (
          <section>
            <h2 className="mb-2 text-xl font-semibold">{t('shop:product.instructions')}</h2>
            <div className="space-y-3 text-gray-800">
              {paragraphs.map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </article>
  );
}

function AddToCart({ product }: { product: Product }) {
  const { t } = useTranslation();
  const cart = useCart();
  const inCart = cart?.find((item) => item.id === product.id);
  if (inCart) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-4">
        <Icon name="check-circle" className="size-5 text-brand-700" />
        <span className="font-medium">
          {t('shop:product.in_cart', { quantity: t('shop:kg', { quantity: formatKg(inCart.quantity) }) })}
        </span>
        <Link to="/shop/cart" className={buttonClass('secondary', 'ms-auto')}>
          {t('shop:product.view_cart')}
        </Link>
      </div>
    );
  }
  const add = () => {
    if (addToCart(product)) toast.success(t('shop:product.added', { title: product.title }));
    else if (cart && !isInCart(cart, product.id)) toast.error(t('shop:errors.cart_full'));
  };
  return (
    <button
      type="button"
      onClick={add}
      // Until the stored cart is read, the page cannot tell whether the dish is already in it.
      disabled={cart === null}
      className={buttonClass('primary', 'self-start')}
    >
      <Icon name="add" className="size-4" />
      {t('shop:product.add', { quantity: t('shop:kg', { quantity: formatKg(ADDED_QUANTITY_KG) }) })}
    </button>
  );
}
