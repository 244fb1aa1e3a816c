// The HTTP entry: security headers, compression, static files, the React Router handler and a
// graceful shutdown. App code (database, configuration) comes from the built server bundle so that
// each module exists once per process. Start-up takes the port and starts the database first; the
// libraries and the page bundle load while the database opens in its thread.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire, enableCompileCache } from 'node:module';
import path from 'node:path';
import type { Handler, NextFunction, Request, Response } from 'express';
import type { ServerBuild } from 'react-router';

type AppEntry = {
  startApp(): Promise<{ freshDatabase: boolean }>;
  stopApp(): Promise<void>;
  checkHealth(): Promise<boolean>;
  createRequestContext(nonce: string, clientIp: string): unknown;
};

type EarlyStart = {
  getConfig(): {
    PORT: number;
    HOST: string;
    NODE_ENV: string;
    MEAL_CATALOGUE_URL?: string;
    TRUST_PROXY: boolean | number | string[];
  };
  startDatabase(): Promise<unknown>;
};

/** How long open requests may take to finish at shutdown before their connections are cut. */
const SHUTDOWN_GRACE_MS = 5_000;
/** After this the process exits even if closing the database hangs. */
const SHUTDOWN_LIMIT_MS = 20_000;
/** How long an idle kept-alive connection stays open: longer than a reverse proxy's 60 s. */
const KEEP_ALIVE_MS = 65_000;

const production = process.env.NODE_ENV === 'production';
// V8 keeps the compiled server bundle (2 MB) in the system's temporary directory, so a restart skips
// most of parsing it (about a fifth of the import here). Where that directory is read-only, Node
// goes on without the cache.
enableCompileCache();
const startedAt = performance.now();

/**
 * The configuration and the database come first, from the build's `early-start` entry: the
 * database opens in its thread while this one loads the page bundle. The production build is
 * handed to React Router as an object: given a function, React Router would rebuild its route
 * tables on every request (a tenth of a page's CPU).
 */
async function loadApp(): Promise<{
  early: EarlyStart;
  /** What React Router is given: the bundle, or in development a function Vite answers afresh. */
  importBuild(): Promise<ServerBuild | (() => Promise<ServerBuild>)>;
  devMiddleware?: Handler;
  closeDevServer?: () => Promise<void>;
}> {
  if (production) {
    const [earlyPath, buildPath] = ['./build/server/early-start.js', './build/server/index.js'];
    const early = (await import(earlyPath)) as EarlyStart;
    return { early, importBuild: () => import(buildPath) as Promise<ServerBuild> };
  }
  const vite = await import('vite');
  const ownListeners = new Set(process.listeners('SIGTERM'));
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  // Vite exits the process on SIGTERM by itself, before the database is closed: our shutdown
  // closes Vite instead.
  for (const listener of process.listeners('SIGTERM'))
    if (!ownListeners.has(listener)) process.off('SIGTERM', listener);
  const freshBuild = () =>
    devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  return {
    early: (await devServer.ssrLoadModule('/app/early-start.server.ts')) as EarlyStart,
    importBuild: async () => freshBuild,
    devMiddleware: devServer.middlewares,
    closeDevServer: () => devServer.close(),
  };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { early, importBuild, devMiddleware, closeDevServer } = await loadApp();
const config = early.getConfig();

// The port is taken before the database opens, so that a server refused for a busy port leaves the
// data directory untouched; requests that arrive meanwhile wait for start-up.
let markReady = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));
// The app is made once the libraries have loaded, before start-up marks the server ready.
const server = createServer((req, res) => void ready.then(() => app(req, res)));
// Node closes an idle kept-alive connection after 5 s; a client sending on it at that moment gets
// a reset (a fresh-clone run caught it). A reverse proxy keeps upstream connections open for about
// 60 s, so the server keeps them longer than that and closes them first only rarely.
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1000;
await new Promise<void>((resolve) => {
  server.once('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      fail(
        `Port ${config.PORT} on ${config.HOST} is already in use: another server runs there. Stop it or set PORT.`,
      );
    fail(`Cannot listen on ${config.HOST}:${config.PORT}: ${error.message}`);
  });
  server.listen(config.PORT, config.HOST, resolve);
});

let stopping = false;
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// startApp below waits for the same opening, and makes the admin's password hash meanwhile. A
// failure to open that came first is reported once the bundle has loaded, as any failure to start.
let failedToOpen: { error: unknown } | undefined;
early.startDatabase().catch((error: unknown) => (failedToOpen = { error }));
const [{ default: express }, { default: helmet }, { default: compression }, { createRequestHandler }] =
  await Promise.all([
    import('express'),
    import('helmet'),
    import('compression'),
    import('@react-router/express'),
  ]);
const build = await importBuild();
const entry = (typeof build === 'function' ? await build() : build).entry.module as unknown as AppEntry;

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', config.TRUST_PROXY);

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
});

// The posture check's pose model (decision 050) is served from the installed package, under its
// version, so the files can be cached for good and nothing is fetched from another origin.
const require = createRequire(import.meta.url);
const POSE_DIR = path.dirname(require.resolve('@mediapipe/pose/package.json'));
const POSE_VERSION = (require('@mediapipe/pose/package.json') as { version: string }).version;
const POSE_FILES = new Set([
  'pose.js',
  'pose_solution_packed_assets_loader.js',
  'pose_solution_packed_assets.data',
  'pose_solution_simd_wasm_bin.js',
  'pose_solution_simd_wasm_bin.wasm',
  'pose_solution_wasm_bin.js',
  'pose_solution_wasm_bin.wasm',
  'pose_web.binarypb',
  'pose_landmark_lite.tflite',
]);
/** The one page that compiles WebAssembly in the browser: only its documents allow it. */
const WASM_PAGES = new Set(['/pose-test']);

const catalogueOrigin = config.MEAL_CATALOGUE_URL ? new URL(config.MEAL_CATALOGUE_URL).origin : undefined;
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
          (req) => (WASM_PAGES.has((req as Request).path) ? "'wasm-unsafe-eval'" : ''),
        ],
        // Toasts and dialogs set inline styles; scripts stay nonce-only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(catalogueOrigin ? [catalogueOrigin] : [])],
        connectSrc: production ? ["'self'"] : ["'self'", 'ws:'],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Helmet's no-referrer makes Chromium send `Origin: null` on form posts; this keeps the real Origin
    // for the Origin check while other sites still get the origin only (decision 018).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  }),
);
app.use(compression());

app.get('/healthz', async (_req: Request, res: Response) => {
  const healthy = await entry.checkHealth();
  res.status(healthy ? 200 : 503).json({ status: healthy ? 'ok' : 'unavailable' });
});

app.use(`/models/pose/${POSE_VERSION}`, (req, res, next) => {
  const file = req.path.slice(1);
  if (!POSE_FILES.has(file)) return next();
  res.sendFile(file, { root: POSE_DIR, immutable: true, maxAge: '1y' }, (error) => error && next(error));
});

if (devMiddleware) {
  app.use(devMiddleware);
} else {
  // Hashed file names never change content, so they are cached for a year.
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  // Every public file has an extension and no page address does: pages skip the file system look-up.
  const publicFiles = express.static('build/client', { maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) =>
    path.extname(req.path) ? publicFiles(req, res, next) : next(),
  );
}

app.all(
  '/{*splat}',
  createRequestHandler({
    build,
    mode: production ? 'production' : 'development',
    getLoadContext: (req, res) =>
      entry.createRequestContext(res.locals.cspNonce as string, req.ip ?? 'unknown') as never,
  }),
);

try {
  if (failedToOpen) throw failedToOpen.error;
  await entry.startApp();
  markReady();
} catch (error) {
  server.close();
  fail(`Vivai did not start: ${error instanceof Error ? error.message : String(error)}`);
}
const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
console.log(`Vivai is listening on http://localhost:${config.PORT} (ready in ${seconds} s)`);

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing open requests, then closing the database`);
  setTimeout(
    () => fail('Shutdown did not finish in time; exiting without a clean database close'),
    SHUTDOWN_LIMIT_MS,
  ).unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const finished = await Promise.race([
    closed.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS)),
  ]);
  if (!finished) {
    console.log(`Requests still open after ${SHUTDOWN_GRACE_MS / 1000} s: closing their connections`);
    server.closeAllConnections();
  }
  // A signal during start-up waits for the database to open, then closes it.
  await ready;
  await closeDevServer?.();
  await entry.stopApp();
  console.log('The database is closed');
  process.exit(0);
}
