import { vi } from 'vitest';
import type * as CatalogueModule from '~/features/shop/catalogue.server';
import { hostileCatalogue } from './hostile';

/**
 * What the app reaches in-process tests: the database getDb gives (set it after opening a test
 * database) and the shop's catalogue (a fake by default). Import this module before the app's.
 */
export const appState = { db: null as unknown, catalogue: null as unknown };

vi.mock('~/db/database.server', () => ({ getDb: () => appState.db }));
vi.mock('~/features/shop/catalogue.server', async (importOriginal) => ({
  ...(await importOriginal<typeof CatalogueModule>()),
  shopCatalogue: () => appState.catalogue ?? hostileCatalogue,
}));
