// The step of `npm run build` after `react-router build`: the migrated data directory a new
// embedded database starts from (see docs/decisions/009-ready-data-directory.md).
import path from 'node:path';
import { makeReadyDataDir } from '../app/db/make-ready-data-dir.server.ts';
import { readyDataDirPath } from '../app/db/ready-data-dir.server.ts';

await makeReadyDataDir(readyDataDirPath);
console.log(`Ready data directory: ${path.relative(process.cwd(), readyDataDirPath)}`);
