// `npm run bench:planner`: times the embedded planner's full plan set (diet, workout, meditation and
// insight) for 200 generated questionnaire profiles with comments, and prints the median and 95th
// percentile per profile (goal: under 20 ms each). The planner is loaded through Vite so the app's
// `~/` imports resolve; the timed work is plain function calls. It prints figures; it never fails on them.
import { performance } from 'node:perf_hooks';
import { appModuleLoader } from './app-server.ts';

import type * as PlannerModule from '../app/features/planner/index.ts';
import type * as ArbitrariesModule from '../app/features/planner/test-support/arbitraries.ts';

type Planner = typeof PlannerModule;
type Arbitraries = typeof ArbitrariesModule;

const PROFILES = 200;
const WARM_UP = 20;

const vite = await appModuleLoader();

try {
  const planner = (await vite.ssrLoadModule('/app/features/planner/index.ts')) as Planner;
  const { answersArb, healthArb, localeArb } = (await vite.ssrLoadModule(
    '/app/features/planner/test-support/arbitraries.ts',
  )) as Arbitraries;
  const fc = (await import('fast-check')).default;
  const comments = [
    'no fish, and lighter dinners',
    'only three days a week',
    'my knees hurt',
    'calmer meditations',
  ];
  const inputs = fc
    .sample(fc.record({ answers: answersArb, health: healthArb, locale: localeArb }), {
      numRuns: PROFILES,
      seed: 42,
    })
    .map((input, i) => ({ ...input, comments: comments.slice(0, i % (comments.length + 1)) }));

  const planSet = (input: (typeof inputs)[number]) => {
    planner.planDiet(input);
    planner.planWorkout(input);
    planner.planMeditation(input);
    planner.insightOf(input);
  };
  for (const input of inputs.slice(0, WARM_UP)) planSet(input);

  // Wall time, and this process's CPU time: on a shared, loaded machine the wall clock also counts
  // time the process spent waiting for a core; CPU time is the planner's own work.
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const input of inputs) {
    const start = performance.now();
    const before = process.cpuUsage();
    planSet(input);
    const used = process.cpuUsage(before);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  const report = (label: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
    console.log(`  ${label}: median ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${at(1)} ms`);
  };
  console.log(
    `Full plan set (diet, workout, meditation, insight) over ${PROFILES} generated profiles (goal: under 20 ms):`,
  );
  report('wall time', wall);
  report('CPU time ', cpu);
} finally {
  await vite.close();
}
