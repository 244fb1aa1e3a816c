// `npm test`: every stage CI runs (lint, type check and build side by side, then the tests one after
// another), stopping after the first step in which a stage fails; at the end, whatever happened, the
// time of each stage and the ten slowest test files, against the budget of
// docs/decisions/056-test-suite-budget.md. `npm run test:e2e` runs the browser stages alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BUDGET_SECONDS = { suite: 20 * 60, browser: 12 * 60 };
const SLOWEST_SHOWN = 10;

type Stage = {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** The stage's Vitest JSON report, read for the slowest files. */
  report?: string;
  browser?: boolean;
};

const DATABASE_SERVER_TAG = 'database-server';
const BROWSER_TESTS = 'tests/e2e';

/** The browser test files whose source names `text`. */
function filesNaming(text: string): string[] {
  return fs
    .readdirSync(BROWSER_TESTS)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(BROWSER_TESTS, name))
    .filter((file) => fs.readFileSync(file, 'utf8').includes(text));
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'vivai-test-reports-'));

/** A Vitest run's command, with its JSON report under `report`. */
function vitest(config: string, report: string, extra: string[] = []): Pick<Stage, 'command' | 'report'> {
  const file = path.join(reports, `${report}.json`);
  const command = [
    'npx',
    'vitest',
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    ...extra,
  ];
  return { command, report };
}

/** The stages, in steps: a step's stages run side by side, and the next step starts when all end. */
function steps(): Stage[][] {
  const postgres = process.env.TEST_DATABASE_URL;
  const browser: Stage[] = [
    {
      name: 'browser journeys, embedded database',
      ...vitest('vitest.e2e.config.ts', 'browser-embedded'),
      env: { E2E_DATABASE: 'pglite' },
      browser: true,
    },
  ];
  // On PostgreSQL only the journeys tagged database-server: the rest reach both databases through the
  // same driver and SQL, which the data-layer tests already run on both. Only the files that name the
  // tag are loaded at all.
  if (postgres) {
    browser.push({
      name: 'browser journeys, PostgreSQL (database-server)',
      ...vitest('vitest.e2e.config.ts', 'browser-postgres', [
        `--tags-filter=${DATABASE_SERVER_TAG}`,
        ...filesNaming(`'${DATABASE_SERVER_TAG}'`),
      ]),
      env: { E2E_DATABASE: 'postgres' },
      browser: true,
    });
  }
  if (process.argv[2] === 'browser') return browser.map((stage) => [stage]);
  // Lint, type check and build each use one core, so together they keep both busy.
  return [
    [
      { name: 'lint', command: ['npm', 'run', 'lint'] },
      { name: 'type check', command: ['npm', 'run', 'typecheck'] },
      { name: 'build', command: ['npm', 'run', 'build'] },
    ],
    [{ name: 'unit and integration', ...vitest('vitest.config.ts', 'unit') }],
    ...browser.map((stage) => [stage]),
  ];
}

type Timed = { stage: Stage; seconds: number; status: number };

/**
 * Runs a stage. Alone, its output streams as it comes; beside others, it is held and printed whole
 * when the stage ends, so the outputs of stages side by side do not interleave.
 */
function run(stage: Stage, alone: boolean): Promise<Timed> {
  if (alone) console.log(`\n▶ ${stage.name}`);
  const started = performance.now();
  const child = spawn(stage.command[0]!, stage.command.slice(1), {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...stage.env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) console.log(`\n▶ ${stage.name}\n${Buffer.concat(output).toString()}`);
      resolve({ stage, seconds, status: code ?? 1 });
    });
  });
}

type FileTime = { file: string; stage: string; seconds: number };

function fileTimes(stage: Stage): FileTime[] {
  const file = stage.report && path.join(reports, `${stage.report}.json`);
  if (!file || !fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    testResults: Array<{ name: string; startTime: number; endTime: number }>;
  };
  return report.testResults.map((result) => ({
    file: path.relative(process.cwd(), result.name),
    stage: stage.name,
    seconds: (result.endTime - result.startTime) / 1000,
  }));
}

/** m:ss, rounded to the second first (59.6 s is 1:00, not 0:60). */
function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function summary(done: Timed[], total: number): void {
  const browser = done.filter((timed) => timed.stage.browser).reduce((sum, timed) => sum + timed.seconds, 0);
  const width = Math.max(...done.map((timed) => timed.stage.name.length));
  console.log('\nTime per stage (m:ss)');
  for (const timed of done) {
    const mark = timed.status === 0 ? '' : `  FAILED (exit ${timed.status})`;
    console.log(`  ${timed.stage.name.padEnd(width)}  ${clock(timed.seconds).padStart(6)}${mark}`);
  }
  const over = (seconds: number, budget: number) => (seconds > budget ? '  OVER BUDGET' : '');
  console.log(
    `  ${'browser stages'.padEnd(width)}  ${clock(browser).padStart(6)}  of ${clock(BUDGET_SECONDS.browser)}${over(browser, BUDGET_SECONDS.browser)}`,
  );
  console.log(
    `  ${'whole suite'.padEnd(width)}  ${clock(total).padStart(6)}  of ${clock(BUDGET_SECONDS.suite)}${over(total, BUDGET_SECONDS.suite)}`,
  );
  const slowest = done
    .flatMap((timed) => fileTimes(timed.stage))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, SLOWEST_SHOWN);
  if (slowest.length === 0) return;
  console.log(`\nThe ${slowest.length} slowest test files (m:ss)`);
  for (const entry of slowest)
    console.log(`  ${clock(entry.seconds).padStart(6)}  ${entry.file}  (${entry.stage})`);
}

const started = performance.now();
const done: Timed[] = [];
for (const step of steps()) {
  done.push(...(await Promise.all(step.map((stage) => run(stage, step.length === 1)))));
  if (done.some((timed) => timed.status !== 0)) break;
}
summary(done, (performance.now() - started) / 1000);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(done.find((timed) => timed.status !== 0)?.status ?? 0);
