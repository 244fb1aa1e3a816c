// The migrated PGlite data directory that an empty DATA_DIR starts from: made once by
// `npm run build` (and by the test setup, make-ready-data-dir.server.ts) so that no first start
// runs initdb. The database thread runs this file unbundled, so it imports Node only.
import fs from 'node:fs';
import path from 'node:path';

/** Where `npm run build` leaves it; resolved from the project root like the migrations. */
export const readyDataDirPath = path.resolve(process.cwd(), 'build/pglite/migrated');

/** The file whose presence marks a data directory as a database (PostgreSQL writes it at initdb). */
const VERSION_FILE = 'PG_VERSION';

export function isDatabaseDir(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, VERSION_FILE));
}

/**
 * Copies the ready database into an empty data directory: a copy of files takes a tenth of the time
 * of unpacking a tarball into PGlite. The version file goes last, so a copy cut short leaves a
 * directory that still counts as empty and is copied again at the next start.
 */
export function copyReadyDataDir(readyDir: string, dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  for (const entry of fs.readdirSync(readyDir)) {
    if (entry === VERSION_FILE) continue;
    fs.cpSync(path.join(readyDir, entry), path.join(dataDir, entry), { recursive: true });
  }
  fs.copyFileSync(path.join(readyDir, VERSION_FILE), path.join(dataDir, VERSION_FILE));
}
