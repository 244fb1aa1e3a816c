import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueError, createCatalogueClient } from './client.server';
import { catalogueData, handleEmbeddedCatalogue } from './embedded.server';
import { UNIT_PRICE } from './types';

const BASE_PATH = '/api/catalogue';
const IMAGES_DIR = new URL('../../public/catalogue/images/', import.meta.url);

type TestServer = { origin: string; requests: string[]; close(): Promise<void> };

function toRequest(message: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item);
  }
  return new Request(new URL(message.url ?? '/', `http://${message.headers.host ?? '127.0.0.1'}`), {
    method: message.method,
    headers,
  });
}

/** A real HTTP server on a free port that answers with `handle` and records each request's path. */
async function startServer(handle: (request: Request) => Response | Promise<Response>): Promise<TestServer> {
  const requests: string[] = [];
  const server = createServer((message, res) => {
    requests.push(message.url ?? '');
    void Promise.resolve(handle(toRequest(message))).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function catalogueError(promise: Promise<unknown>): Promise<CatalogueError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CatalogueError);
  return error as CatalogueError;
}

describe('catalogue client against the embedded catalogue over HTTP', () => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await startServer((request) => handleEmbeddedCatalogue(request, BASE_PATH));
    base = `${server.origin}${BASE_PATH}`;
  });
  afterAll(() => server.close());

  it('lists at least ten categories with pictures on the serving origin', async () => {
    const categories = await createCatalogueClient(base).listCategories();
    expect(categories.length).toBeGreaterThanOrEqual(10);
    for (const category of categories) {
      expect(category.id).toMatch(/^\d+$/);
      expect(category.image).toBe(`${server.origin}/catalogue/images/category-${category.id}.svg`);
    }
  });

  it('lists at least eight products at 1.8 a kg in every category, 80 or more in all', async () => {
    const client = createCatalogueClient(base);
    const ids = new Set<string>();
    for (const category of await client.listCategories()) {
      const products = await client.listProducts(category.title);
      expect(products.length, category.title).toBeGreaterThanOrEqual(8);
      for (const product of products) {
        expect(product).toMatchObject({ unit_price: 1.8, category_title: category.title, instructions: '' });
        expect(product.image).toBe(`${server.origin}/catalogue/images/meal-${product.id}.svg`);
        ids.add(product.id);
      }
    }
    expect(UNIT_PRICE).toBe(1.8);
    expect(ids.size).toBeGreaterThanOrEqual(80);
  });

  it('finds a category by title whatever its case, and an unknown one as empty', async () => {
    const client = createCatalogueClient(base);
    const title = catalogueData.categories.find((category) => category.title.includes('&'))?.title ?? 'Soups';
    const exact = await client.listProducts(title);
    expect(exact.length).toBeGreaterThanOrEqual(8);
    expect((await client.listProducts(title.toUpperCase())).map((p) => p.id)).toEqual(exact.map((p) => p.id));
    expect(await client.listProducts('No such category')).toEqual([]);
  });

  it('gets one product with its instructions and category', async () => {
    const meal = catalogueData.meals[0]!;
    const product = await createCatalogueClient(base).getProduct(meal.id);
    expect(product).toEqual({
      id: meal.id,
      title: meal.title,
      image: `${server.origin}/catalogue/images/meal-${meal.id}.svg`,
      unit_price: UNIT_PRICE,
      category_title: meal.category,
      instructions: meal.instructions,
    });
  });

  it('answers null for an unknown id, and for a malformed one without calling', async () => {
    const client = createCatalogueClient(base);
    expect(await client.getProduct('99999999')).toBeNull();
    const before = server.requests.length;
    for (const id of ['', 'abc', '12a', '1 OR 1=1', '../categories.php', '12345678901', ' 52001']) {
      expect(await client.getProduct(id)).toBeNull();
    }
    expect(server.requests.length).toBe(before);
  });

  it('reuses a successful answer instead of calling again', async () => {
    const client = createCatalogueClient(base);
    const before = server.requests.length;
    const first = await client.listCategories();
    expect(await client.listCategories()).toEqual(first);
    await Promise.all([client.listProducts('Soups'), client.listProducts('Soups')]);
    expect(server.requests.length).toBe(before + 2);
  });

  it('calls again once the cache has expired', async () => {
    const client = createCatalogueClient(base, { cacheTtlMs: 20 });
    const before = server.requests.length;
    await client.listCategories();
    await new Promise((resolve) => setTimeout(resolve, 40));
    await client.listCategories();
    expect(server.requests.length).toBe(before + 2);
  });
});

describe('catalogue client against a failing catalogue', () => {
  it('throws unavailable with the status on a 500 and does not cache the failure', async () => {
    let failing = true;
    const server = await startServer((request) =>
      failing ? new Response('oops', { status: 500 }) : handleEmbeddedCatalogue(request, ''),
    );
    try {
      const client = createCatalogueClient(server.origin);
      const error = await catalogueError(client.listCategories());
      expect(error).toMatchObject({ kind: 'unavailable', status: 500 });
      failing = false;
      expect((await client.listCategories()).length).toBeGreaterThanOrEqual(10);
      expect(server.requests.length).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('throws bad_response on an answer that is not JSON or not in the expected shape', async () => {
    const server = await startServer((request) =>
      new URL(request.url).pathname === '/categories.php'
        ? new Response('<html>not json</html>', { headers: { 'Content-Type': 'application/json' } })
        : Response.json({ meals: [{ idMeal: 'x', strMeal: 3 }] }),
    );
    try {
      const client = createCatalogueClient(server.origin);
      expect(await catalogueError(client.listCategories())).toMatchObject({ kind: 'bad_response' });
      expect(await catalogueError(client.listProducts('Soups'))).toMatchObject({ kind: 'bad_response' });
      expect(await catalogueError(client.getProduct('52001'))).toMatchObject({ kind: 'bad_response' });
    } finally {
      await server.close();
    }
  });

  it('throws bad_response on a picture that is not a web address', async () => {
    const server = await startServer(() =>
      Response.json({ meals: [{ idMeal: '1', strMeal: 'Soup', strMealThumb: 'javascript:alert(1)' }] }),
    );
    try {
      const error = await catalogueError(createCatalogueClient(server.origin).listProducts('Soups'));
      expect(error.kind).toBe('bad_response');
    } finally {
      await server.close();
    }
  });

  it('throws unavailable when nothing listens on the port', async () => {
    const server = await startServer(() => new Response(null, { status: 204 }));
    const origin = server.origin;
    await server.close();
    const error = await catalogueError(createCatalogueClient(origin).listCategories());
    expect(error.kind).toBe('unavailable');
  });

  it('throws unavailable when the catalogue does not answer in time', async () => {
    const server = await startServer(() => new Promise<Response>(() => {}));
    try {
      const error = await catalogueError(
        createCatalogueClient(server.origin, { timeoutMs: 100 }).listCategories(),
      );
      expect(error.kind).toBe('unavailable');
    } finally {
      await server.close();
    }
  });
});

describe('embedded catalogue', () => {
  const origin = 'https://shop.example';
  const call = (path: string) =>
    handleEmbeddedCatalogue(new Request(`${origin}${BASE_PATH}${path}`), BASE_PATH);

  it('answers JSON that caches for five minutes', async () => {
    const response = call('/categories.php');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const body = (await response.json()) as { categories: Record<string, string>[] };
    expect(body.categories[0]).toEqual({
      idCategory: catalogueData.categories[0]!.id,
      strCategory: catalogueData.categories[0]!.title,
      strCategoryThumb: `${origin}/catalogue/images/category-${catalogueData.categories[0]!.id}.svg`,
      strCategoryDescription: catalogueData.categories[0]!.description,
    });
  });

  it('answers meals: null like TheMealDB when nothing matches', async () => {
    expect(await call('/filter.php?c=Nothing').json()).toEqual({ meals: null });
    expect(await call('/filter.php').json()).toEqual({ meals: null });
    expect(await call('/lookup.php?i=1').json()).toEqual({ meals: null });
  });

  it('answers 404 JSON for an unknown path', async () => {
    for (const path of ['/search.php?s=a', '/', '', '/categories.php/x']) {
      const response = call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    }
    const outside = handleEmbeddedCatalogue(new Request(`${origin}/other/categories.php`), BASE_PATH);
    expect(outside.status).toBe(404);
  });
});

describe('bundled data set', () => {
  const { categories, meals } = catalogueData;
  const svg = (name: string) => new URL(name, IMAGES_DIR);

  it('has unique ids and titles, and every meal in a known category', () => {
    for (const list of [categories, meals]) {
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
      expect(new Set(list.map((item) => item.title.toLowerCase())).size).toBe(list.length);
    }
    const titles = new Set(categories.map((category) => category.title));
    for (const meal of meals) expect(titles, meal.title).toContain(meal.category);
  });

  it('has a small picture without text for every category and meal', () => {
    const files = [
      ...categories.map((category) => `category-${category.id}.svg`),
      ...meals.map((meal) => `meal-${meal.id}.svg`),
    ];
    for (const file of files) {
      expect(existsSync(svg(file)), file).toBe(true);
      const content = readFileSync(svg(file), 'utf8');
      expect(content, file).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
      expect(content, file).not.toMatch(/<text|<image|href=/);
      expect(Buffer.byteLength(content), file).toBeLessThan(3 * 1024);
    }
  });
});
