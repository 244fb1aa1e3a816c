import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { CatalogueError, shopCatalogue } from '~/features/shop/catalogue.server';
import { CategoryChips } from '~/features/shop/components/category-chips';
import { CatalogueUnavailable } from '~/features/shop/components/catalogue-unavailable';
import { ProductCard } from '~/features/shop/components/product-card';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/catalogue';

export const handle: RouteHandle = { titleKey: 'shop:nav.shop' };

export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get('category');
  const catalogue = shopCatalogue();
  try {
    const categories = await catalogue.listCategories();
    const selected =
      requested === null ? categories[0] : categories.find((category) => category.title === requested);
    if (!selected) {
      if (requested !== null) throw data(null, { status: 404 });
      return { error: null, categories, selected: null, products: [] };
    }
    const products = await catalogue.listProducts(selected.title);
    return { error: null, categories, selected, products };
  } catch (error) {
    if (error instanceof CatalogueError) {
      return data({ error: 'catalogue_unavailable' as const }, { status: 503 });
    }
    throw error;
  }
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="text-3xl font-bold">{t('shop:catalogue.title')}</h1>
      <p className="mt-2 text-gray-700">{t('shop:catalogue.lead')}</p>
      {loaderData.error ? (
        <div className="mt-8">
          <CatalogueUnavailable failure={loaderData} />
        </div>
      ) : (
        <>
          <CategoryChips
            categories={loaderData.categories}
            selectedId={loaderData.selected?.id}
            className="mt-6"
          />
          {loaderData.selected ? (
            <h2 className="mt-8 text-xl font-semibold">{loaderData.selected.title}</h2>
          ) : null}
          {loaderData.products.length === 0 ? (
            <p className="mt-4 text-gray-700">{t('shop:catalogue.nothing_found')}</p>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {loaderData.products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} firstRow={index < 3} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
