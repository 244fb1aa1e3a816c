import { getConfig } from '~/config.server';
import { logger } from '~/logger.server';
import { openDatabase, type Database, type DatabaseHandle } from './client.server';
import { lockDataDir } from './data-dir-lock.server';
import { startEmbeddedDatabase } from './embedded.server';

export type AppDatabase = DatabaseHandle & { fresh: boolean };

// Kept on globalThis so that the development server's module reloads reuse the one open database.
const holder = globalThis as typeof globalThis & {
  __vivaiDatabase?: { opening: Promise<AppDatabase>; handle?: AppDatabase };
};

/** Opens and migrates the app's database once per process: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function startDatabase(): Promise<AppDatabase> {
  if (!holder.__vivaiDatabase) {
    const state: { opening: Promise<AppDatabase>; handle?: AppDatabase } = {
      opening: openConfigured().then((handle) => {
        state.handle = handle;
        return handle;
      }),
    };
    state.opening.catch(() => {
      if (holder.__vivaiDatabase === state) holder.__vivaiDatabase = undefined;
    });
    holder.__vivaiDatabase = state;
  }
  return holder.__vivaiDatabase.opening;
}

// Requests would hang on a database that is gone; the process supervisor starts a new server.
function exitOnCrash(error: Error): never {
  logger.fatal({ name: error.name, message: error.message }, 'the embedded database thread crashed');
  console.error(`The embedded database thread crashed (${error.message}); the server stops.`);
  process.exit(1);
}

async function openConfigured(): Promise<AppDatabase> {
  const config = getConfig();
  if (config.DATABASE_URL) {
    const handle = await openDatabase({ url: config.DATABASE_URL });
    await handle.migrate();
    return { ...handle, fresh: false };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const embedded = await startEmbeddedDatabase(config.dataDir, exitOnCrash).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The embedded database in ${config.dataDir} could not be opened: ${reason}`);
    });
    const handle = await openDatabase({ embedded });
    try {
      await handle.migrate();
    } catch (error) {
      await handle.close();
      throw error;
    }
    return {
      ...handle,
      fresh: embedded.fresh,
      async close() {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The process's database; the server starts it before it serves the first request. */
export function getDb(): Database {
  const handle = holder.__vivaiDatabase?.handle;
  if (!handle) throw new Error('The database is not started yet');
  return handle.db;
}

export async function stopDatabase(): Promise<void> {
  const state = holder.__vivaiDatabase;
  holder.__vivaiDatabase = undefined;
  if (state) await (await state.opening).close();
}
