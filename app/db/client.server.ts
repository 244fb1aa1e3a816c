import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { errorForLog, logger } from '~/logger.server';
import type { EmbeddedDatabase } from './embedded.server';
import { NamedStatementClient } from './named-statements.server';
import { profiles, sessions } from './schema/accounts';

/** Both drivers give the same query builder; features only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { url: string }
  /** The server's path to PGlite: node-postgres to the database thread's socket. */
  | { embedded: EmbeddedDatabase }
  /** PGlite on the calling thread: tests and the build's ready data directory. */
  | { dataDir?: string; loadDataDir?: Blob };

const migrationsFolder = path.resolve(process.cwd(), 'drizzle');

/** How long a shutdown waits for the pool's connections to finish their queries. */
const CLOSE_WAIT_MS = 5_000;

/** Connections to the embedded database's thread (see openDatabase). */
const EMBEDDED_CONNECTIONS = 4;

function openPool(config: pg.PoolConfig, kind: DatabaseHandle['kind'], onClose?: () => Promise<void>) {
  const pool = new pg.Pool({ ...config, Client: NamedStatementClient });
  // Without a listener a connection dropped while idle (a restart, a failover, a terminated backend)
  // is an unhandled 'error' event that ends the process; the pool replaces the client on next use.
  pool.on('error', (error) => logger.warn(errorForLog(error), 'database connection lost'));
  const db = drizzlePg(pool);
  return {
    db,
    kind,
    migrate: () => migratePg(db, { migrationsFolder }),
    async close() {
      // A query that never answers must not hold up a shutdown: the database is closed after it.
      const ended = await Promise.race([
        pool.end().then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), CLOSE_WAIT_MS).unref()),
      ]);
      if (!ended) logger.warn('database connections still busy at shutdown: closing the database anyway');
      await onClose?.();
    },
  } satisfies DatabaseHandle;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPool({ connectionString: options.url, max: 10 }, 'postgres');
  if ('embedded' in options) {
    // PGlite is one backend: the database thread runs one connection's round of messages at a time
    // and holds it for a connection's open transaction (pglite-wire.server.ts), so a small pool lets
    // one request's queries wait in the thread while the render thread works on another's.
    const { embedded } = options;
    // Connections are kept while idle: a new one would prepare its statements again beside the old.
    const pool = { ...embedded.connection, max: EMBEDDED_CONNECTIONS, idleTimeoutMillis: 0 };
    return openPool(pool, 'pglite', () => embedded.stop());
  }
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** True when the tables every page needs answer a read. */
export async function isDatabaseHealthy(db: Database): Promise<boolean> {
  try {
    await db
      .select({ one: sql`1` })
      .from(profiles)
      .limit(1);
    await db
      .select({ one: sql`1` })
      .from(sessions)
      .limit(1);
    return true;
  } catch {
    return false;
  }
}
