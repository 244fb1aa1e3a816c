import pg from 'pg';
import { inject } from 'vitest';

// The e2e server's own database, reached by a test as an operator would: PostgreSQL by its URL, the
// embedded one through the wire socket the database thread serves in the data directory.

export function connection(): pg.ClientConfig {
  const url = inject('databaseUrl');
  if (url) return { connectionString: url };
  return { host: inject('dataDir'), port: 5432, user: 'postgres', database: 'postgres' };
}

/** Runs SQL on the e2e server's database as the test's own client, never read-only. */
export async function sql(statement: string): Promise<void> {
  const client = new pg.Client(connection());
  await client.connect();
  try {
    await client.query('set default_transaction_read_only = off');
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Moves a table out of the app's way (or back), so that what reads it fails. */
export async function renameTable(from: string, to: string): Promise<void> {
  await sql(`alter table ${from} rename to ${to}`);
}

/**
 * The database refuses every write (or takes them again). PostgreSQL: the setting applies to new
 * sessions, so the app's connections are ended and its pool reconnects under it. PGlite is one
 * session that every connection shares, so setting it there sets it for the app at once.
 */
export async function setReadOnly(readOnly: boolean): Promise<void> {
  const value = readOnly ? 'on' : 'off';
  const url = inject('databaseUrl');
  if (!url) return sql(`set default_transaction_read_only = ${value}`);
  await sql(`alter database ${new URL(url).pathname.slice(1)} set default_transaction_read_only = ${value}`);
  await sql(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
}
