import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'vivai.lock';

/** Another live process holds the data directory; nothing was written to it. */
export class DataDirInUseError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another Vivai server (process ${pid}). ` +
        'Stop that server first, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data directory for this process before PGlite opens it: two PGlite instances writing
 * one directory lose data. A lock left by a process that died is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (holder(file) === process.pid) fs.rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holder(file);
      if (pid !== undefined && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
