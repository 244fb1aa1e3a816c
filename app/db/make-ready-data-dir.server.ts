// Makes the ready data directory (ready-data-dir.server.ts). Node runs this file unbundled from
// scripts and the test setup, so it imports packages and its own unbundled helper only.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * Makes `dir` a new database with every migration in `drizzle/` applied. It is made beside `dir`
 * and renamed into place, so `dir` exists only complete. With `dump`, also answers the database as
 * a tarball, which tests load into in-memory databases.
 */
export async function makeReadyDataDir(dir: string, { dump = false } = {}): Promise<Blob | null> {
  const making = `${dir}.making`;
  fs.rmSync(making, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create({ dataDir: making });
  let tarball: Blob | null = null;
  try {
    await migrate(drizzle(client), { migrationsFolder: path.resolve(process.cwd(), 'drizzle') });
    if (dump) tarball = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(making, dir);
  return tarball;
}
