// `npm run create-admin -- EMAIL PASSWORD`: creates or promotes an admin account. It opens the
// database itself; while a server has the embedded database open, it asks that server to do it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [email, password] = process.argv.slice(2);
if (!email || !password) {
  console.error('Usage: npm run create-admin -- EMAIL PASSWORD');
  process.exit(1);
}
if (!fs.existsSync('build/server/index.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as {
  entry: { module: { createAdmin(email: string, password: string): Promise<'here' | 'running server'> } };
};
try {
  const where = await build.entry.module.createAdmin(email, password);
  console.log(
    where === 'here' ? 'The admin account is ready.' : 'The running server made the admin account.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
