import { defineConfig } from 'vitest/config';

// The React Router Vite plugin is left out on purpose: it only works inside a React Router build.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/setup/database-snapshot.ts'],
    // Vitest leaves a core to its main process by default: one worker on two cores. The files wait
    // on databases much of the time, so a worker per core is faster (docs/decisions/056).
    maxWorkers: '100%',
    testTimeout: 30_000,
    silent: 'passed-only',
    env: { LOG_LEVEL: 'silent' },
    hookTimeout: 60_000,
  },
});
