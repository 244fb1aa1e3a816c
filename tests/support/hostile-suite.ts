import { vi } from 'vitest';
import type { Database } from '~/db/client.server';
import type * as CatalogueModule from '~/features/shop/catalogue.server';
import { createAppHandler } from './app-handler';
import { testDatabases } from './databases';
import { defineHostileSuite, hostileCatalogue, hostileTargets, type RoleName } from './hostile';

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('~/db/database.server', () => ({ getDb: () => state.db }));
vi.mock('~/features/shop/catalogue.server', async (importOriginal) => ({
  ...(await importOriginal<typeof CatalogueModule>()),
  shopCatalogue: () => hostileCatalogue,
}));

/** Enough cases per route and role for more than 1,000 across the four role files. */
const RUNS_PER_TARGET = 18;

/** One role's part of the hostile-input suite; each role is its own test file, so they run in parallel. */
export async function hostileSuiteAs(role: RoleName) {
  defineHostileSuite({
    targets: await hostileTargets(),
    roles: [role],
    runsPerTarget: RUNS_PER_TARGET,
    useDatabase: (db: Database) => {
      state.db = db;
    },
    open: () => testDatabases()[0]!.open(),
    handler: createAppHandler,
  });
}
