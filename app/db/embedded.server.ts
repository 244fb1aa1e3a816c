import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PoolConfig } from 'pg';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker.server';
import { readyDataDirPath } from './ready-data-dir.server';

/** The embedded database, running in its own thread; the app reaches it with node-postgres. */
export type EmbeddedDatabase = { connection: PoolConfig; fresh: boolean; stop(): Promise<void> };

/** How long stopping waits for the thread to close the database cleanly. */
const CLOSE_WAIT_MS = 5_000;

// Resolved from the project root like the migrations: Node runs the worker file unbundled.
export const pgliteWorkerFile = path.resolve(process.cwd(), 'app/db/pglite-worker.server.ts');

// node-postgres names a Unix socket by its directory and port: DIR/.s.PGSQL.PORT.
const SOCKET_PORT = 5432;
// Unix socket paths are limited to about 107 bytes; a deeper DATA_DIR uses a loopback port.
const MAX_SOCKET_PATH = 100;

export type EmbeddedOptions = {
  /** The migrated data directory an empty `dataDir` starts from; none: initdb. */
  readyDataDir?: string;
  workerFile?: string;
};

/**
 * Starts PGlite on `dataDir` in a worker thread. `onCrash` is called if the thread dies after it
 * started; a failure to open rejects the returned promise instead.
 */
export function startEmbeddedDatabase(
  dataDir: string,
  onCrash: (error: Error) => void,
  { readyDataDir = readyDataDirPath, workerFile = pgliteWorkerFile }: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const socketPath = path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`);
  const data: PgliteWorkerData = {
    dataDir,
    socketPath: socketPath.length <= MAX_SOCKET_PATH ? socketPath : undefined,
    readyDataDir,
  };
  const worker = new Worker(workerFile, { workerData: data });
  let state: 'starting' | 'running' | 'stopping' = 'starting';

  return new Promise((resolve, reject) => {
    let failure: Error | undefined;
    worker.on('error', (error) => {
      failure = error;
      if (state === 'starting') reject(error);
    });
    worker.on('exit', (code) => {
      if (state === 'starting') reject(failure ?? new Error(`the database thread exited with code ${code}`));
      if (state === 'running') onCrash(failure ?? new Error(`the database thread exited with code ${code}`));
    });
    worker.once('message', (message: PgliteWorkerMessage) => {
      if (message.type !== 'ready') return;
      state = 'running';
      const connection: PoolConfig = data.socketPath
        ? { host: dataDir, port: SOCKET_PORT }
        : { host: '127.0.0.1', port: message.port };
      resolve({
        connection: { ...connection, user: 'postgres', database: 'postgres' },
        fresh: message.fresh,
        stop: () => stopWorker(),
      });
    });
  });

  async function stopWorker(): Promise<void> {
    if (state !== 'running') return;
    state = 'stopping';
    const closed = new Promise<void>((resolve) => {
      worker.on('message', (message: PgliteWorkerMessage) => {
        if (message.type === 'closed') resolve();
      });
      worker.once('exit', () => resolve());
    });
    worker.postMessage('close');
    // A thread that does not answer within the wait is stopped all the same.
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    await worker.terminate();
  }
}
