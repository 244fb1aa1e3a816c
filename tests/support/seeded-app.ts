// First: it mocks what the app reaches before the app's modules load.
import { appState } from './in-process-app';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { createAppHandler } from './app-handler';
import { testDatabases } from './databases';
import { seedWorld, type World } from './hostile';

export { appState };

export type SeededApp = {
  handle: DatabaseHandle;
  world: World;
  app: Awaited<ReturnType<typeof createAppHandler>>;
};

/**
 * The whole app in-process on a test database seeded with the hostile suite's world (its accounts
 * and records). Call it at the top of a test file; the fields are there from the first test on.
 * After each test the app reaches the real database and catalogue again and spies are restored, so
 * a test may swap `appState.db` for a failing one.
 */
export function seededApp(): SeededApp {
  const seeded = {} as SeededApp;
  beforeAll(async () => {
    seeded.handle = await testDatabases()[0]!.open();
    appState.db = seeded.handle.db;
    seeded.world = await seedWorld(seeded.handle.db);
    seeded.app = await createAppHandler();
  });
  afterEach(() => {
    appState.db = seeded.handle.db;
    appState.catalogue = null;
    vi.restoreAllMocks();
  });
  afterAll(() => seeded.handle?.close());
  return seeded;
}
