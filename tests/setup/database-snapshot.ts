import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeMigratedDataDir } from '../../app/db/ready-data-dir.server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/** Runs initdb and the migrations once; each test file then starts from this snapshot. */
export default async function setup(project: TestProject) {
  const dump = await makeMigratedDataDir('none');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vivai-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
