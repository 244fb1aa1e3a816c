import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeReadyDataDir } from '../../app/db/make-ready-data-dir.server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database as a tarball, for PGlite in memory on the test's thread. */
    pgliteSnapshot: string;
    /** The same database as a data directory, which the database thread copies as the server does. */
    pgliteReadyDir: string;
  }
}

/** Runs initdb and the migrations once; each test file then starts from this snapshot. */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vivai-snapshot-'));
  const readyDir = path.join(dir, 'migrated');
  const dump = await makeReadyDataDir(readyDir, { dump: true });
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await dump!.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgliteReadyDir', readyDir);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
