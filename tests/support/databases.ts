import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '~/db/client.server';

export type TestDatabase = { name: string; open: () => Promise<DatabaseHandle> };

/** PGlite on the calling thread, from the migrated snapshot: how the data-layer tests run. */
export async function openPglite(): Promise<DatabaseHandle> {
  const snapshot = await fs.readFile(inject('pgliteSnapshot'));
  return openDatabase({ loadDataDir: new Blob([snapshot]) });
}

/** A new, migrated database on the server of TEST_DATABASE_URL, dropped again on close. */
async function openPostgres(baseUrl: string): Promise<DatabaseHandle> {
  const name = `vivai_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      // pool.end() resolves before its connections have said goodbye; forcing them off first would
      // surface as an error on a connection nobody listens to any more.
      for (let tries = 0; tries < 50; tries++) {
        const open = await dropper.query('select 1 from pg_stat_activity where datname = $1', [name]);
        if (open.rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openPostgres(url) });
  return list;
}

/** Opens a database before the tests of a describe block and closes it after them. */
export function databaseForSuite(open: TestDatabase['open']): { readonly db: Database } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());
  return {
    get db() {
      if (!handle) throw new Error('The database is opened in beforeAll');
      return handle.db;
    },
  };
}
