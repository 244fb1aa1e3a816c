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

function openPool(config: pg.PoolConfig, kind: DatabaseHandle['kind'], onClose?: () => Promise<void>) {
  const pool = new pg.Pool({ ...config, Client: NamedStatementClient });
  // PGlite is one backend whatever the connection: statements a dropped connection named are still
  // there, and a new one must not trip over them (PostgreSQL drops them with the connection).
  if (kind === 'pglite') pool.on('connect', (client) => void client.query('DEALLOCATE ALL').catch(() => {}));
  // Without a listener a connection dropped while idle (a restart, a failover, a terminated backend)
  // is an unhandled 'error' event that ends the process; the pool replaces the client on next use.
  pool.on('error', (error) => logger.warn(errorForLog(error), 'database connection lost'));
  const db = drizzlePg(pool);
  return {
    db,
    kind,
    migrate: () => migratePg(db, { migrationsFolder }),
    async close() {
      await pool.end();
      await onClose?.();
    },
  } satisfies DatabaseHandle;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPool({ connectionString: options.url, max: 10 }, 'postgres');
  if ('embedded' in options) {
    // PGlite is one backend: the socket server interleaves the messages of several connections,
    // which can mix one connection's extended-protocol statements with another's, so the app keeps
    // one connection and the pool queues queries and holds it for a whole transaction.
    const { embedded } = options;
    // The one connection is kept while idle too: the socket accepts one client, and no one else
    // should take the slot between two requests.
    return openPool({ ...embedded.connection, max: 1, idleTimeoutMillis: 0 }, 'pglite', () =>
      embedded.stop(),
    );
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
