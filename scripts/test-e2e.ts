// `npm run test:e2e`: the browser journeys on the embedded database, and once more on PostgreSQL
// when TEST_DATABASE_URL names a server (the restart, start-up, development server and remote planner tests run
// servers of their own on the embedded data directory).
import { spawnSync } from 'node:child_process';

function vitest(env: Record<string, string>, extra: string[] = []): number {
  const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

let status = vitest({ E2E_DATABASE: 'pglite' });
if (status === 0 && process.env.TEST_DATABASE_URL) {
  console.log('\nThe browser journeys again, on PostgreSQL:');
  const embeddedOnly = ['restart', 'startup', 'dev-server', 'remote-planner'].flatMap((name) => [
    '--exclude',
    `tests/e2e/${name}.test.ts`,
  ]);
  status = vitest({ E2E_DATABASE: 'postgres' }, embeddedOnly);
}
process.exit(status);
