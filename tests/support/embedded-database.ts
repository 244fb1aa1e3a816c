import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { openDatabase } from '~/db/client.server';
import { startEmbeddedDatabase } from '~/db/embedded.server';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A temporary directory, removed after the test file. */
export function tempDir(prefix = 'vivai-embedded-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

export function failOnCrash(error: Error): never {
  throw error;
}

/** The server's path: PGlite in its thread, started from the migrated snapshot, reached with node-postgres. */
export async function openWorkerDatabase(dataDir = tempDir()) {
  const embedded = await startEmbeddedDatabase(dataDir, failOnCrash, {
    readyDataDir: inject('pgliteReadyDir'),
  });
  const handle = await openDatabase({ embedded });
  await handle.migrate();
  return { embedded, handle };
}
