// `npm start`: builds the app when the sources are newer than the last build, then runs the
// production server on the project's own Node.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The ready data directory is the build's last step; it is renamed into place only when complete.
const stamp = path.resolve('build/pglite/migrated/PG_VERSION');
const inputs = ['app', 'public', 'drizzle', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts'];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (builtAt < Math.max(...inputs.map(newestChange))) {
  console.log('Building the app (sources changed since the last build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The production server demands APP_ORIGIN (the origin of mailed links); on a bare machine that is this one.
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
if (!env.APP_ORIGIN) {
  env.APP_ORIGIN = `http://localhost:${env.PORT || 3000}`;
  console.log(`APP_ORIGIN is not set: mailed links will point to ${env.APP_ORIGIN}`);
}
const server = spawn(process.execPath, ['server.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
// A server killed by a signal is a failure for whoever supervises `npm start`: 128 + the signal's
// number, as a shell reports it. A server that stopped cleanly on a forwarded signal exits 0.
server.on('exit', (code, signal) => {
  if (signal) console.error(`The server was killed by ${signal}`);
  process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0));
});
