import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';

/**
 * A Vite server that loads the app's modules for a script (its `~/` imports resolved), without
 * serving anything: `ssrLoadModule` them, then close it.
 */
export function appModuleLoader(): Promise<ViteDevServer> {
  return createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: { '~': path.resolve('app') } },
  });
}
