import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '~/config.server';
import { openDatabase, type Database, type DatabaseHandle } from './client.server';

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
    holder.__vivaiDatabase = state;
  }
  return holder.__vivaiDatabase.opening;
}

async function openConfigured(): Promise<AppDatabase> {
  const config = getConfig();
  if (config.DATABASE_URL) {
    const handle = await openDatabase({ url: config.DATABASE_URL });
    await handle.migrate();
    return { ...handle, fresh: false };
  }
  const fresh = !fs.existsSync(path.join(config.dataDir, 'PG_VERSION'));
  fs.mkdirSync(config.dataDir, { recursive: true });
  const handle = await openDatabase({ dataDir: config.dataDir });
  await handle.migrate();
  return { ...handle, fresh };
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
