import { randomUUID } from 'node:crypto';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userContext } from '~/auth/context';
import type { DatabaseHandle } from '~/db/client.server';
import type * as CatalogueModule from '~/features/shop/catalogue.server';
import { profiles } from '~/db/schema/accounts';
import { testDatabases } from '../../../../tests/support/databases';
import { FakeCatalogue, fakeProduct } from '../../../../tests/support/fake-catalogue';

const state = vi.hoisted(() => ({
  db: null as unknown,
  catalogue: null as unknown,
}));
vi.mock('~/db/database.server', () => ({ getDb: () => state.db }));
vi.mock('~/features/shop/catalogue.server', async (importOriginal) => ({
  ...(await importOriginal<typeof CatalogueModule>()),
  shopCatalogue: () => state.catalogue,
}));

const catalogueRoute = await import('./catalogue');
const productRoute = await import('./product');
const ordersRoute = await import('./orders');
const confirmationRoute = await import('./order-confirmation');

const soup = fakeProduct('52017', { title: 'Red Lentil Soup' });
const categories = [
  { id: '1', title: 'Breakfast', image: 'https://catalogue.test/c1.svg' },
  { id: '3', title: 'Soups', image: 'https://catalogue.test/c3.svg' },
];

function context(userId = 'u-1') {
  const provider = new RouterContextProvider();
  provider.set(userContext, {
    id: userId,
    type: 'user',
    firstName: 'M',
    lastName: 'S',
    email: 'm@x.test',
    timeZone: null,
  });
  return provider;
}

function args(request: Request, params: Record<string, string> = {}, userId?: string) {
  const url = new URL(request.url);
  return { request, url, params, context: context(userId), pattern: url.pathname } as never;
}

const get = (path: string) => new Request(`http://localhost${path}`);

/** What a loader or action gave: its data and status, or the status of what it threw. */
async function outcome(
  promise: Promise<unknown> | unknown,
): Promise<{ status: number; data?: unknown; location?: string | null }> {
  try {
    const result = (await promise) as { data?: unknown; init?: { status?: number } | null } | Response;
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('Location') };
    if (result && typeof result === 'object' && 'init' in result) {
      return { status: result.init?.status ?? 200, data: result.data };
    }
    return { status: 200, data: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 };
  }
}

describe('shop pages', () => {
  beforeEach(() => {
    state.catalogue = new FakeCatalogue([soup], categories);
  });

  it('lists the dishes of the chosen category, and of the first one by default', async () => {
    const chosen = await outcome(catalogueRoute.loader(args(get('/shop?category=Soups'))));
    expect(chosen).toMatchObject({ status: 200, data: { selected: { title: 'Soups' } } });
    expect((chosen.data as { products: unknown[] }).products).toHaveLength(1);
    const first = await outcome(catalogueRoute.loader(args(get('/shop'))));
    expect(first.data).toMatchObject({ selected: { title: 'Breakfast' }, products: [] });
  });

  it('answers an unknown category or product with 404', async () => {
    expect((await outcome(catalogueRoute.loader(args(get('/shop?category=Nope'))))).status).toBe(404);
    const unknown = productRoute.loader(args(get('/shop/product/99999'), { productId: '99999' }));
    expect((await outcome(unknown)).status).toBe(404);
    const bad = productRoute.loader(args(get('/shop/product/a%20b'), { productId: 'a b' }));
    expect((await outcome(bad)).status).toBe(404);
  });

  it('shows the try-again state, not an error page, when the catalogue is down', async () => {
    const down = new FakeCatalogue([soup], categories);
    down.failing = true;
    state.catalogue = down;
    expect(await outcome(catalogueRoute.loader(args(get('/shop'))))).toEqual({
      status: 503,
      data: { error: 'catalogue_unavailable' },
    });
    const product = productRoute.loader(args(get('/shop/product/52017'), { productId: '52017' }));
    expect(await outcome(product)).toEqual({ status: 503, data: { error: 'catalogue_unavailable' } });
  });

  it.each(['0', '-1', 'abc', '1.5', ''])('answers ?page=%j of the orders list with 404', async (page) => {
    const loaded = ordersRoute.loader(args(get(`/shop/orders?page=${page}`)));
    expect((await outcome(loaded)).status).toBe(404);
  });
});

describe.each(testDatabases())('placing an order through the route on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let userId: string;
  beforeAll(async () => {
    handle = await open();
    state.db = handle.db;
    const [row] = await handle.db
      .insert(profiles)
      .values({ first_name: 'Maya', last_name: 'Sol', email: `${randomUUID()}@example.com` })
      .returning({ id: profiles.id });
    userId = row!.id;
  });
  afterAll(() => handle.close());
  beforeEach(() => {
    state.db = handle.db;
    state.catalogue = new FakeCatalogue([soup], categories);
  });

  function place(fields: Record<string, string>) {
    const request = new Request('http://localhost/shop/order-confirmation', {
      method: 'POST',
      body: new URLSearchParams({
        address: 'Kordon Cd. 12, Izmir',
        mobile: '+90 532 123 45 67',
        email: 'maya@example.com',
        submissionKey: randomUUID(),
        items: JSON.stringify([{ id: soup.id, quantity: 1.5 }]),
        ...fields,
      }),
    });
    return outcome(confirmationRoute.action(args(request, {}, userId)));
  }

  it('redirects to the order-done page, and a double submit to the same order', async () => {
    const submissionKey = randomUUID();
    const first = place({ submissionKey });
    const second = place({ submissionKey });
    const [a, b] = await Promise.all([first, second]);
    expect(a.status).toBe(302);
    expect(a.location).toMatch(/^\/shop\/order-done\?order=\d+$/);
    expect(b).toEqual(a);
  });

  it.each([
    [{ address: 'abc' }, 'shop:errors.address_too_short'],
    [{ mobile: '12345' }, 'shop:errors.invalid_mobile'],
    [{ items: '[]' }, 'shop:errors.cart_empty'],
    [{ items: '[{"id":"52017","quantity":0}]' }, 'shop:errors.quantity_not_positive'],
    [{ items: '[{"id":"52017","quantity":101}]' }, 'shop:errors.quantity_too_large'],
    [{ items: '[{"id":"99999","quantity":1}]' }, 'shop:errors.unknown_product'],
  ])('refuses %j with a translated message', async (fields, error) => {
    const result = await place(fields);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(result.data).toMatchObject({ error });
  });

  it('says the shop is unavailable when the catalogue is down', async () => {
    const down = new FakeCatalogue([soup]);
    down.failing = true;
    state.catalogue = down;
    expect(await place({})).toEqual({ status: 503, data: { error: 'shop:errors.catalogue_unavailable' } });
  });

  it("answers a cancel of someone else's order with 404", async () => {
    const request = new Request('http://localhost/shop/orders', {
      method: 'POST',
      body: new URLSearchParams({ orderId: '987654321' }),
    });
    expect((await outcome(ordersRoute.action(args(request, {}, userId)))).status).toBe(404);
  });
});
