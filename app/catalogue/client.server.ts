import { z } from 'zod';
import { UNIT_PRICE, type Category, type Product } from './types';

// One client for the meal catalogue, external (MEAL_CATALOGUE_URL, TheMealDB-compatible) or the
// bundled one the app serves itself: both speak TheMealDB's JSON API.

const DEFAULT_CACHE_TTL_MS = 5 * 60 * 1000;
const DEFAULT_TIMEOUT_MS = 8000;
// Lookups take any id, so the cache is bounded: the oldest entry makes room for a new one.
const MAX_CACHE_ENTRIES = 500;
const ID_PATTERN = /^\d{1,10}$/;

export type CatalogueErrorKind = 'unavailable' | 'bad_response';

/** The catalogue could not be reached or answered (`unavailable`), or answered something unexpected. */
export class CatalogueError extends Error {
  readonly kind: CatalogueErrorKind;
  /** The HTTP status, when the catalogue answered with a non-2xx one. */
  readonly status: number | undefined;

  constructor(kind: CatalogueErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'CatalogueError';
    this.kind = kind;
    this.status = options.status;
  }
}

const idSchema = z.string().regex(ID_PATTERN);
// Pictures end up in <img src>, so only web addresses get through.
const imageSchema = z.url({ protocol: /^https?$/ });

const categoriesResponse = z.object({
  categories: z
    .array(z.object({ idCategory: idSchema, strCategory: z.string().min(1), strCategoryThumb: imageSchema }))
    .nullable(),
});
const filterResponse = z.object({
  meals: z
    .array(z.object({ idMeal: idSchema, strMeal: z.string().min(1), strMealThumb: imageSchema }))
    .nullable(),
});
const lookupResponse = z.object({
  meals: z
    .array(
      z.object({
        idMeal: idSchema,
        strMeal: z.string().min(1),
        strMealThumb: imageSchema,
        strCategory: z.string(),
        strInstructions: z.string().nullish(),
      }),
    )
    .nullable(),
});

export type CatalogueClient = {
  listCategories(): Promise<Category[]>;
  listProducts(categoryTitle: string): Promise<Product[]>;
  getProduct(id: string): Promise<Product | null>;
};

export type CatalogueClientOptions = {
  fetch?: typeof fetch;
  /** How long a successful answer is reused, per URL. 0 turns the cache off. */
  cacheTtlMs?: number;
  /** How long one call may take, answer included. */
  timeoutMs?: number;
};

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export function createCatalogueClient(
  baseUrl: string,
  options: CatalogueClientOptions = {},
): CatalogueClient {
  const fetchImpl = options.fetch ?? fetch;
  const cacheTtlMs = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = baseUrl.replace(/\/+$/, '');
  // Only answers that passed their schema are kept, already checked, so a failure is retried next
  // time and a hit costs no validation.
  const cache = new Map<string, { expiresAt: number; data: unknown }>();
  const inFlight = new Map<string, Promise<unknown>>();

  async function load<T>(url: string, schema: z.ZodType<T>): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const reason = isAbort(cause) ? `did not answer within ${timeoutMs} ms` : 'is unreachable';
      throw new CatalogueError('unavailable', `Meal catalogue ${reason} (${url})`, { cause });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new CatalogueError('unavailable', `Meal catalogue answered ${response.status} (${url})`, {
        status: response.status,
      });
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (cause) {
      if (isAbort(cause)) {
        throw new CatalogueError(
          'unavailable',
          `Meal catalogue did not answer within ${timeoutMs} ms (${url})`,
          {
            cause,
          },
        );
      }
      throw new CatalogueError(
        'bad_response',
        `Meal catalogue answered something that is not JSON (${url})`,
        {
          cause,
        },
      );
    }
    const checked = schema.safeParse(json);
    if (!checked.success) {
      throw new CatalogueError('bad_response', `Meal catalogue answered an unexpected shape (${url})`, {
        cause: checked.error,
      });
    }
    if (cacheTtlMs > 0) {
      if (cache.size >= MAX_CACHE_ENTRIES) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      cache.set(url, { expiresAt: Date.now() + cacheTtlMs, data: checked.data });
    }
    return checked.data;
  }

  async function get<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const query = new URLSearchParams(params).toString();
    const url = `${base}/${path}${query ? `?${query}` : ''}`;
    const cached = cache.get(url);
    if (cached && cached.expiresAt > Date.now()) return cached.data as T;
    if (cached) cache.delete(url);

    // Simultaneous requests for the same URL share one call.
    let pending = inFlight.get(url);
    if (!pending) {
      pending = load(url, schema).finally(() => inFlight.delete(url));
      inFlight.set(url, pending);
    }
    return (await pending) as T;
  }

  return {
    async listCategories() {
      const { categories } = await get('categories.php', {}, categoriesResponse);
      return (categories ?? []).map((category) => ({
        id: category.idCategory,
        title: category.strCategory,
        image: category.strCategoryThumb,
      }));
    },

    async listProducts(categoryTitle) {
      const { meals } = await get('filter.php', { c: categoryTitle }, filterResponse);
      return (meals ?? []).map((meal) => ({
        id: meal.idMeal,
        title: meal.strMeal,
        image: meal.strMealThumb,
        unit_price: UNIT_PRICE,
        category_title: categoryTitle,
        instructions: '',
      }));
    },

    async getProduct(id) {
      if (!ID_PATTERN.test(id)) return null;
      const { meals } = await get('lookup.php', { i: id }, lookupResponse);
      const meal = meals?.find((candidate) => candidate.idMeal === id);
      if (!meal) return null;
      return {
        id: meal.idMeal,
        title: meal.strMeal,
        image: meal.strMealThumb,
        unit_price: UNIT_PRICE,
        category_title: meal.strCategory,
        instructions: meal.strInstructions ?? '',
      };
    },
  };
}

const clients = new Map<string, CatalogueClient>();

/** The shared client for a base address, so its cache serves every request. */
export function getCatalogueClient(baseUrl: string): CatalogueClient {
  let client = clients.get(baseUrl);
  if (!client) {
    client = createCatalogueClient(baseUrl);
    clients.set(baseUrl, client);
  }
  return client;
}
