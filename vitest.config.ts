import { defineConfig } from 'vitest/config';

// The React Router Vite plugin is left out on purpose: it only works inside a React Router build.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/setup/database-snapshot.ts'],
    testTimeout: 30_000,
    silent: 'passed-only',
    env: { LOG_LEVEL: 'silent' },
    hookTimeout: 60_000,
  },
});
