import pg from 'pg';
import { inject } from 'vitest';

/** Runs SQL on the e2e server's PostgreSQL database as the test's own client, never read-only. */
export async function sql(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
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
