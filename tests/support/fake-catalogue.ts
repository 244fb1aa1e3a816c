import { CatalogueError, type CatalogueClient } from '~/catalogue/client.server';
import { UNIT_PRICE, type Category, type Product } from '~/catalogue/types';

/** A dish for tests, with every Product field filled in. */
export function fakeProduct(id: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    title: `Dish ${id}`,
    image: `https://catalogue.test/images/${id}.svg`,
    unit_price: UNIT_PRICE,
    category_title: 'Soups',
    instructions: `Cook dish ${id}.`,
    ...overrides,
  };
}

/**
 * An in-memory meal catalogue with the client's calls (in the manner of Medplum's MockClient): tests
 * hand it to features instead of mocking fetch. `failing` makes every call throw CatalogueError,
 * like a catalogue that is down.
 */
export class FakeCatalogue implements CatalogueClient {
  failing = false;
  readonly calls: string[] = [];

  private readonly products: Product[];
  private readonly categories: Category[];

  constructor(products: Product[], categories: Category[] = []) {
    this.products = products;
    this.categories = categories;
  }

  private check(call: string) {
    this.calls.push(call);
    if (this.failing) throw new CatalogueError('unavailable', `fake catalogue is down (${call})`);
  }

  async listCategories(): Promise<Category[]> {
    this.check('listCategories');
    return this.categories;
  }

  async listProducts(categoryTitle: string): Promise<Product[]> {
    this.check(`listProducts:${categoryTitle}`);
    return this.products
      .filter((product) => product.category_title === categoryTitle)
      .map((product) => ({ ...product, instructions: '' }));
  }

  async getProduct(id: string): Promise<Product | null> {
    this.check(`getProduct:${id}`);
    return this.products.find((product) => product.id === id) ?? null;
  }
}
