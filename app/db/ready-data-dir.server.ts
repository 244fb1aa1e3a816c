// The migrated PGlite data directory that an empty DATA_DIR starts from: made once by
// `npm run build` (and by the test setup) so that no first start runs initdb. Node runs this file
// unbundled from scripts, so it imports packages only.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** Where `npm run build` leaves it; resolved from the project root like the migrations. */
export const readyDataDirFile = path.resolve(process.cwd(), 'build/pglite/migrated.tar.gz');

/** A tarball of a new database with every migration in `drizzle/` applied. */
export async function makeMigratedDataDir(compression: 'gzip' | 'none'): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder: path.resolve(process.cwd(), 'drizzle') });
    return await client.dumpDataDir(compression);
  } finally {
    await client.close();
  }
}
