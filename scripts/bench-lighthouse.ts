// `npm run bench:lighthouse`: builds, starts the production server on a fresh embedded database,
// signs an admin in and runs Lighthouse (its default simulated phone) with Debian's Chromium on the
// visitor and signed-in pages. It prints the median of a few runs per page; it never fails on a figure.
import { type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp, startBenchServer } from './bench-server.ts';

const PORT = 3901;
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const admin = { email: 'lighthouse.admin@vivai.test', password: 'Lighthouse-Admin-Pass-1' };
const pages = [
  { path: '/', signedIn: false },
  { path: '/auth/login', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/shop', signedIn: true },
];

console.log('Building…');
buildApp();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivai-lighthouse-'));
const server: ChildProcess = startBenchServer({
  port: PORT,
  admin,
  env: { DATA_DIR: dataDir, DATABASE_URL: '' },
});

async function waitForServer(): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    const ok = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams(admin),
    headers: { Origin: base },
    redirect: 'manual',
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('vivai_session='));
  if (!cookie) throw new Error(`sign-in failed with status ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** One Lighthouse run; null when Lighthouse could not measure the page (it says why). */
async function audit(url: string, cookie: string | null, port: number): Promise<Figures | null> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) {
    console.log(
      `${url}: Lighthouse could not measure this run (${lhr?.runtimeError?.message ?? 'no result'})`,
    );
    return null;
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

function median(runs: Figures[]): Figures | undefined {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)];
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const results: Array<{ path: string; figures: Figures | undefined; runs: number }> = [];
try {
  await waitForServer();
  const cookie = await signIn();
  for (const page of pages) {
    // A redirect (to the sign-in page, say) would have Lighthouse measure another page.
    const check = await fetch(`${base}${page.path}`, {
      headers: page.signedIn ? { Cookie: cookie } : {},
      redirect: 'manual',
    });
    if (check.status !== 200) throw new Error(`${page.path} answered ${check.status}, not the page`);
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const figures = await audit(`${base}${page.path}`, page.signedIn ? cookie : null, chrome.port);
      if (figures) runs.push(figures);
    }
    results.push({ path: page.path, figures: median(runs), runs: runs.length });
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(9);
console.log(`\nLighthouse performance (simulated phone, median of the runs; goal: at least 95)`);
console.log(
  `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores (a busy machine slows every figure)`,
);
console.log('page           score       FCP       LCP     TBT     CLS  runs');
for (const { path: page, figures: f, runs } of results) {
  if (!f) {
    console.log(`${page.padEnd(13)} no run could be measured`);
    continue;
  }
  console.log(
    `${page.padEnd(13)} ${f.score.toFixed(0).padStart(6)} ${seconds(f.fcp)} ${seconds(f.lcp)} ${`${f.tbt.toFixed(0)} ms`.padStart(7)} ${f.cls.toFixed(3).padStart(7)} ${String(runs).padStart(3)}/${RUNS}`,
  );
}
