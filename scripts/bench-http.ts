// `npm run bench:http`: builds and starts the production server on a fresh embedded database,
// signs a user in and drives it with autocannon on loopback. It prints figures; it never fails on them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = 3900;
const base = `http://127.0.0.1:${PORT}`;
const admin = { email: 'bench.admin@vivai.test', password: 'Bench-Admin-Pass-1' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivai-bench-'));

function startServer(): ChildProcess {
  return spawn(process.execPath, ['server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_ORIGIN: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Milliseconds from spawning the process to the first page served. */
async function timeToFirstPage(server: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      const response = await fetch(`${base}/`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stop(server: ChildProcess): Promise<void> {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

function peakMemoryMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams(admin),
    redirect: 'manual',
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('vivai_session='));
  if (!cookie) throw new Error(`sign-in failed with status ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 50, duration: 10, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

console.log('Building…');
const build = spawnSync('npx', ['react-router', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error('build failed');

let started = performance.now();
let server = startServer();
const coldStart = await timeToFirstPage(server, started);
await stop(server);
started = performance.now();
server = startServer();
const warmStart = await timeToFirstPage(server, started);

const cookie = await signIn();
const figures = {
  '/ (visitor)': await load(`${base}/`),
  '/auth/login': await load(`${base}/auth/login`),
  '/home (signed in)': await load(`${base}/home`, { Cookie: cookie }),
};
const peak = peakMemoryMb(server.pid);
await stop(server);
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(`\nHTTP benchmark: 50 connections, 10 s per page, loopback, ${os.cpus().length} cores`);
console.log('page                 req/s     p50 ms   p99 ms   errors');
for (const [page, f] of Object.entries(figures)) {
  console.log(
    `${page.padEnd(20)} ${f.rps.toFixed(0).padStart(7)} ${String(f.p50).padStart(9)} ${String(f.p99).padStart(8)} ${String(f.errors).padStart(8)}`,
  );
}
const ratio = figures['/home (signed in)'].rps / figures['/ (visitor)'].rps;
console.log(`\n/home : / ratio       ${ratio.toFixed(2)} (goal: at least 0.60)`);
console.log(`first page, empty data directory     ${(coldStart / 1000).toFixed(2)} s`);
console.log(`first page, existing data directory  ${(warmStart / 1000).toFixed(2)} s`);
console.log(`server peak memory (VmHWM)           ${peak.toFixed(0)} MB`);
