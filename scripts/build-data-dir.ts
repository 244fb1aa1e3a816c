// The step of `npm run build` after `react-router build`: the migrated data directory a new
// embedded database starts from (see docs/decisions/009-ready-data-directory.md).
import fs from 'node:fs';
import path from 'node:path';
import { makeMigratedDataDir, readyDataDirFile } from '../app/db/ready-data-dir.server.ts';

const dump = await makeMigratedDataDir('gzip');
fs.mkdirSync(path.dirname(readyDataDirFile), { recursive: true });
fs.writeFileSync(readyDataDirFile, Buffer.from(await dump.arrayBuffer()));
console.log(
  `Ready data directory: ${path.relative(process.cwd(), readyDataDirFile)} (${(dump.size / 1e6).toFixed(1)} MB)`,
);
