import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// The libraries every page runs, in one long-cached chunk: a first visit fetches a few files instead
// of two dozen, which matters on HTTP/1.1 and on a phone's round trips.
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;
// Each language's strings, every namespace, in one long-cached chunk: a page loads its language in
// one request, and later pages find it in the cache (decision 016).
const STRINGS = /[\\/]app[\\/]i18n[\\/]locales[\\/](\w+)[\\/][^\\/]+\.json$/;
const stringsChunk = (id: string) => {
  const language = STRINGS.exec(id)?.[1];
  return language ? `strings-${language}` : null;
};

/**
 * The server build gets a second entry, `early-start.js`: the configuration and the database, which
 * server.ts starts while the page bundle (2 MB) still loads. Modules the two share go into shared
 * chunks, so each exists once per process.
 */
function earlyStartEntry(): Plugin {
  return {
    name: 'vivai-early-start-entry',
    apply: 'build',
    enforce: 'post',
    configEnvironment(name, options) {
      if (name !== 'ssr') return;
      const input = options.build?.rollupOptions?.input;
      return {
        build: {
          rollupOptions: {
            input: { index: input as string, 'early-start': 'app/early-start.server.ts' },
            output: { entryFileNames: '[name].js' },
          },
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), earlyStartEntry()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK },
                { name: stringsChunk, debugName: 'strings' },
              ],
            },
          },
        },
      },
    },
  },
  // Node resolves every file of an external package through its package.json "exports": drizzle-orm
  // alone (hundreds of files, a huge exports map) took 0.3 s of each start. Pure-JS libraries go into
  // the server bundle; React, React Router and the packages with WASM or native code stay external.
  ssr: {
    noExternal: [
      'drizzle-orm',
      'zod',
      /^@conform-to\//,
      /^@radix-ui\//,
      'sonner',
      'cookie-es',
      'isbot',
      'recharts',
    ],
  },
});
