import { CatalogueError, getCatalogueClient, type CatalogueClient } from '~/catalogue/client.server';
import type { Product } from '~/catalogue/types';
import { getConfig } from '~/config.server';

export { CatalogueError };

/** Where the app serves its bundled catalogue, in the external one's shape, when none is configured. */
export const EMBEDDED_CATALOGUE_PATH = '/api/catalogue';

/**
 * The embedded catalogue is reached over loopback, never at the origin a request names in its Host
 * header, which would let a client point the server at any host. Its pictures come back with the
 * loopback origin, so they are made root-relative for the browser.
 */
function embeddedCatalogue(): CatalogueClient {
  const { PORT, HOST } = getConfig();
  const host = HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${PORT}`;
  const client = getCatalogueClient(`${origin}${EMBEDDED_CATALOGUE_PATH}`);
  const relative = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  const product = (p: Product): Product => ({ ...p, image: relative(p.image) });
  return {
    listCategories: async () =>
      (await client.listCategories()).map((c) => ({ ...c, image: relative(c.image) })),
    listProducts: async (category) => (await client.listProducts(category)).map(product),
    getProduct: async (id) => {
      const found = await client.getProduct(id);
      return found ? product(found) : null;
    },
  };
}

/** The meal catalogue: MEAL_CATALOGUE_URL when set, else the app's own bundled one. */
export function shopCatalogue(): CatalogueClient {
  const url = getConfig().MEAL_CATALOGUE_URL;
  return url ? getCatalogueClient(url) : embeddedCatalogue();
}

/** A route parameter that can be a catalogue id at all; anything else is a 404 without a call. */
export function isProductId(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
