import { CatalogueError, getCatalogueClient } from '~/catalogue/client.server';
import { getConfig } from '~/config.server';

export { CatalogueError };

/** Where the app serves its bundled catalogue, in the external one's shape, when none is configured. */
export const EMBEDDED_CATALOGUE_PATH = '/api/catalogue';

/**
 * The meal catalogue's base address: MEAL_CATALOGUE_URL, else this app's own embedded catalogue at
 * APP_ORIGIN (or, without it, the origin the request came in on).
 */
export function catalogueBaseUrl(request: Request): string {
  const config = getConfig();
  if (config.MEAL_CATALOGUE_URL) return config.MEAL_CATALOGUE_URL;
  const origin = config.APP_ORIGIN ? new URL(config.APP_ORIGIN).origin : new URL(request.url).origin;
  return `${origin}${EMBEDDED_CATALOGUE_PATH}`;
}

export function shopCatalogue(request: Request) {
  return getCatalogueClient(catalogueBaseUrl(request));
}

/** A route parameter that can be a catalogue id at all; anything else is a 404 without a call. */
export function isProductId(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
