// The embedded database's thread: PGlite serving the PostgreSQL wire protocol on a Unix socket (or a
// loopback port), so that queries never run on the thread that renders pages. Node runs this file
// as it is (it is not bundled), so it imports Node, packages and its own unbundled helpers only.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { serveWireProtocol } from './pglite-wire.server.ts';
import { copyReadyDataDir, isDatabaseDir } from './ready-data-dir.server.ts';

export type PgliteWorkerData = { dataDir: string; socketPath?: string; readyDataDir?: string };
export type PgliteWorkerMessage = { type: 'ready'; fresh: boolean; port?: number } | { type: 'closed' };

const { dataDir, socketPath, readyDataDir } = workerData as PgliteWorkerData;
const port = parentPort;
if (!port) throw new Error('pglite-worker.server.ts runs as a worker thread');

const fresh = !isDatabaseDir(dataDir);
// A new directory starts as a copy of the migrated one made at build time instead of running initdb.
if (fresh && readyDataDir && isDatabaseDir(readyDataDir)) copyReadyDataDir(readyDataDir, dataDir);
// PGlite's default shared_buffers (128 MB) lives in the WASM memory and fills as pages are read; the
// app's tables fit many times over in 16 MB, and the process stays well under its memory budget.
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
const db = await PGlite.create({ dataDir, startParams });

// A socket left by a crash would make listen fail; the data directory lock says no server owns it.
if (socketPath) fs.rmSync(socketPath, { force: true });
const server = serveWireProtocol(db);
const sockets = new Set<{ destroy(): void }>();
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  if (socketPath) server.listen(socketPath, resolve);
  else server.listen(0, '127.0.0.1', resolve);
});
const address = server.address();
port.postMessage({
  type: 'ready',
  fresh,
  port: typeof address === 'object' && address ? address.port : undefined,
} satisfies PgliteWorkerMessage);

port.on('message', async (message: unknown) => {
  if (message !== 'close') return;
  // The server's pool has ended by now; a script still connected is cut off.
  const closed = new Promise((resolve) => server.close(resolve));
  for (const socket of sockets) socket.destroy();
  await closed;
  await db.close();
  if (socketPath) fs.rmSync(socketPath, { force: true });
  port.postMessage({ type: 'closed' } satisfies PgliteWorkerMessage);
  port.close();
});
