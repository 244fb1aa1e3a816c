// `npm run bench:http`: builds the app, starts the production server on a new embedded database
// (and, with BENCH_DATABASE_URL, on a new PostgreSQL database too), signs a user in and drives each
// page with autocannon on loopback. It prints figures; it never fails on them.
import { type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp, startBenchServer } from './bench-server.ts';

const PORT = 3900;
const base = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const SECONDS = 10;
const admin = { email: 'bench.admin@vivai.test', password: 'Bench-Admin-Pass-1' };
// BENCH_APP_DIR: another checkout to measure (for comparing two versions side by side).
const appDir = path.resolve(process.env.BENCH_APP_DIR ?? '.');

type Figures = { rps: number; p50: number; p99: number; errors: number; cpuMs: number };
type Run = {
  label: string;
  pages: Record<string, Figures>;
  firstPage: Record<string, number>;
  peakMb: number;
};

function startServer(env: Record<string, string>): ChildProcess {
  return startBenchServer({ port: PORT, admin, env, cwd: appDir });
}

/** Milliseconds from spawning the process to the first page served. */
async function timeToFirstPage(env: Record<string, string>): Promise<{ server: ChildProcess; ms: number }> {
  const started = performance.now();
  const server = startServer(env);
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${base}/`)).ok) return { server, ms: performance.now() - started };
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
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
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

/** CPU time the server process (all its threads) has used, in milliseconds. */
function cpuMs(pid: number | undefined): number {
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (1/100 s).
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function pages(pid: number | undefined): Promise<Record<string, Figures>> {
  // Server CPU per request does not drop when other work shares the machine, unlike req/s.
  async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<Figures> {
    const cpuBefore = cpuMs(pid);
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options });
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      cpuMs: (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total),
    };
  }
  const cookie = await signIn();
  const signedIn = { headers: { Cookie: cookie } };
  return {
    '/ (visitor)': await load(`${base}/`),
    '/auth/login': await load(`${base}/auth/login`),
    '/home': await load(`${base}/home`, signedIn),
    '/shop': await load(`${base}/shop`, signedIn),
    '/shop/orders': await load(`${base}/shop/orders`, signedIn),
    'POST /profile': await load(`${base}/profile`, {
      method: 'POST',
      body: new URLSearchParams({ firstName: 'Bench', lastName: 'Admin' }).toString(),
      headers: {
        Cookie: cookie,
        Origin: base,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    }),
  };
}

async function benchEmbedded(): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivai-bench-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const empty = await timeToFirstPage(env);
    await stop(empty.server);
    const existing = await timeToFirstPage(env);
    const figures = await pages(existing.server.pid);
    const peakMb = peakMemoryMb(existing.server.pid);
    await stop(existing.server);
    return {
      label: 'embedded PGlite',
      pages: figures,
      firstPage: { 'empty data directory': empty.ms, 'existing data directory': existing.ms },
      peakMb,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(serverUrl: string): Promise<Run> {
  const name = `vivai_bench_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const { server, ms } = await timeToFirstPage({ DATABASE_URL: url.toString() });
    const figures = await pages(server.pid);
    const peakMb = peakMemoryMb(server.pid);
    await stop(server);
    return { label: 'PostgreSQL', pages: figures, firstPage: { 'new database': ms }, peakMb };
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

function print(run: Run): void {
  console.log(
    `\n${run.label}: ${CONNECTIONS} connections, ${SECONDS} s per page, loopback, ${os.cpus().length} cores`,
  );
  console.log('page                  req/s   p50 ms   p99 ms   errors   ratio to /   CPU ms/req   CPU ratio');
  const visitor = run.pages['/ (visitor)'] ?? { rps: 1, cpuMs: 1 };
  for (const [page, f] of Object.entries(run.pages)) {
    console.log(
      `${page.padEnd(18)} ${f.rps.toFixed(0).padStart(8)} ${String(f.p50).padStart(8)} ${String(f.p99).padStart(8)} ${String(f.errors).padStart(8)} ${(f.rps / visitor.rps).toFixed(2).padStart(12)} ${f.cpuMs.toFixed(2).padStart(12)} ${(visitor.cpuMs / f.cpuMs).toFixed(2).padStart(11)}`,
    );
  }
  for (const [when, ms] of Object.entries(run.firstPage))
    console.log(`first page, ${when.padEnd(24)} ${(ms / 1000).toFixed(2)} s`);
  console.log(`server peak memory (VmHWM)          ${run.peakMb.toFixed(0)} MB`);
  // The machine may be shared: a busy one lowers every figure, so each run says how busy it was.
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(`load average after the run          ${load.join(' ')}`);
}

console.log(`Building ${appDir}…`);
buildApp(appDir);

print(await benchEmbedded());
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) print(await benchPostgres(postgresUrl));
