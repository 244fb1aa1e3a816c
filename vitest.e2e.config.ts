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
  },
});
