import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The libraries every page runs, in one long-cached chunk: a first visit fetches a few files instead
// of two dozen, which matters on HTTP/1.1 and on a phone's round trips.
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } },
      },
    },
  },
  ssr: { noExternal: [] },
});
