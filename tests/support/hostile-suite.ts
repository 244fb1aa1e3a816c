// First: it mocks what the app reaches before the app's modules load.
import { appState } from './in-process-app';
import type { Database } from '~/db/client.server';
import { createAppHandler } from './app-handler';
import { testDatabases } from './databases';
import { defineHostileSuite, hostileTargets, type RoleName } from './hostile';

/** Enough cases per route and role for more than 1,000 across the four role files. */
const RUNS_PER_TARGET = 18;

/** One role's part of the hostile-input suite; each role is its own test file, so they run in parallel. */
export async function hostileSuiteAs(role: RoleName) {
  defineHostileSuite({
    targets: await hostileTargets(),
    roles: [role],
    runsPerTarget: RUNS_PER_TARGET,
    useDatabase: (db: Database) => {
      appState.db = db;
    },
    open: () => testDatabases()[0]!.open(),
    handler: createAppHandler,
  });
}
