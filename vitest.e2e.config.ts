import { defineConfig } from 'vitest/config';

// Browser journeys against the built production server (npm test builds before this runs).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page settles after the address changes; on a loaded CI machine that can take seconds.
    expect: { poll: { timeout: 10_000 } },
    // One server and one admin order list for all files, on two cores: see docs/decisions/015.
    fileParallelism: false,
    // Only the accessibility gate runs tests concurrently. Its checks mostly wait (for the network to
    // go idle, for frames); on two cores ten at a time were faster than Vitest's default five.
    maxConcurrency: 10,
    // The PostgreSQL leg of `npm test` runs only these (docs/decisions/056-test-suite-budget.md).
    tags: [
      {
        name: 'database-server',
        description:
          'depends on the database server itself (refused writes, dropped connections, unreadable tables), so it runs on PostgreSQL as well as on the embedded database',
      },
    ],
  },
});
