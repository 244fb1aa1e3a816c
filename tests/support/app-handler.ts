import type { RouteConfigEntry } from '@react-router/dev/routes';
import {
  createRequestHandler,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type ServerBuild,
} from 'react-router';
import * as entry from '~/entry.server';
import { createRequestContext } from '~/request-context';
import * as root from '~/root';
import routeConfig from '~/routes';
import reactRouterConfig from '../../react-router.config';

type RouteModule = Record<string, unknown>;

/** Every route module, keyed by its file under app/. */
const modules = import.meta.glob<RouteModule>([
  '/app/routes/**/*.{ts,tsx}',
  '!/app/routes/**/*.test.{ts,tsx}',
]);

export type TableRoute = {
  id: string;
  parentId: string;
  /** The route's own path segment(s), as in the table; undefined for layouts. */
  ownPath?: string;
  index?: boolean;
  /** The full path pattern, e.g. 'shop/product/:productId'; '' for the index. */
  path: string;
  file: string;
  module: RouteModule;
};

async function flatten(entries: RouteConfigEntry[], parentId: string, prefix: string): Promise<TableRoute[]> {
  const routes: TableRoute[] = [];
  for (const route of entries) {
    const id = route.id ?? route.file.replace(/\.[tj]sx?$/, '');
    const load = modules[`/app/${route.file}`];
    if (!load) throw new Error(`The route table names ${route.file}, which does not exist`);
    const path = [prefix, route.path].filter(Boolean).join('/');
    const module = await load();
    routes.push({ id, parentId, ownPath: route.path, index: route.index, path, file: route.file, module });
    routes.push(...(await flatten(route.children ?? [], id, path)));
  }
  return routes;
}

/** The route table of app/routes.ts, flattened, with each module loaded. */
export async function loadRouteTable(): Promise<TableRoute[]> {
  return flatten(await routeConfig, 'root', '');
}

/** What the React Router Vite plugin does to a module: components get their props from the router. */
function asBuilt(module: RouteModule): RouteModule {
  const built = { ...module };
  if (module.default) built.default = withComponentProps(module.default as never);
  if (module.ErrorBoundary) built.ErrorBoundary = withErrorBoundaryProps(module.ErrorBoundary as never);
  return built;
}

function manifestEntry(
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  index: boolean | undefined,
  module: RouteModule,
) {
  return {
    id,
    parentId,
    path,
    index,
    caseSensitive: undefined,
    hasAction: 'action' in module,
    hasLoader: 'loader' in module,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasDefaultExport: 'default' in module,
    hasErrorBoundary: 'ErrorBoundary' in module,
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
  };
}

/**
 * The app's request handler, as the production server runs it, built in-process from the route
 * table (no `npm run build` needed): document and `.data` requests, middleware, actions, loaders.
 */
export async function createAppHandler(): Promise<
  (request: Request, clientIp?: string) => Promise<Response>
> {
  const flat = await loadRouteTable();
  const routes: ServerBuild['routes'] = {
    root: {
      id: 'root',
      parentId: undefined,
      path: '',
      index: undefined,
      caseSensitive: undefined,
      module: asBuilt(root) as never,
    },
  };
  const assetRoutes: Record<string, unknown> = {
    root: manifestEntry('root', undefined, '', undefined, root),
  };
  for (const route of flat) {
    routes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.ownPath,
      index: route.index,
      caseSensitive: undefined,
      module: asBuilt(route.module) as never,
    };
    assetRoutes[route.id] = manifestEntry(route.id, route.parentId, route.ownPath, route.index, route.module);
  }
  const build = {
    entry: { module: entry },
    routes,
    assets: {
      entry: { module: '/assets/entry.client.js', imports: [], css: [] },
      routes: assetRoutes,
      url: '/assets/manifest.js',
      version: 'test',
    },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    allowedActionOrigins: reactRouterConfig.allowedActionOrigins,
  } as unknown as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  return (request, clientIp = '203.0.113.7') =>
    handler(request, createRequestContext('test-nonce', clientIp));
}
