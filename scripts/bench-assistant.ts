// `npm run bench:assistant`: how well the assistant understands people with no chat model. For each
// language it reads the labelled utterances of app/features/assistant/understanding/bench/<lang>.yaml
// (written apart from the sentence templates, as users phrase requests), asks the embedded reply
// for each on a fixed day, and prints the share where the intent and every slot are right, the
// misses, and the time from a typed utterance to the reply. It prints figures; it never fails on them.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { appModuleLoader } from './app-server.ts';
import { parse } from 'yaml';

import type * as Format from '../app/features/assistant/understanding/bench/format.ts';
import type * as Grading from '../app/features/assistant/understanding/bench/grade.ts';
import type * as Reply from '../app/features/assistant/reply.server.ts';
import type * as Sentences from '../app/features/assistant/understanding/sentences.server.ts';

const LANGUAGES = ['en', 'tr', 'es', 'ar', 'fa'] as const;
/** Picovoice Rhino's published figure on its own set; ours aims above it in English, at 90 % elsewhere. */
const AIM = { en: 97.6, other: 90 };

const vite = await appModuleLoader();

const percent = (part: number, whole: number) => ((100 * part) / Math.max(whole, 1)).toFixed(1);
const quantile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

try {
  const load = <T>(file: string) => vite.ssrLoadModule(file) as Promise<T>;
  const { benchFileSchema, BENCH_TODAY } = await load<typeof Format>(
    '/app/features/assistant/understanding/bench/format.ts',
  );
  const { grade, understood } = await load<typeof Grading>(
    '/app/features/assistant/understanding/bench/grade.ts',
  );
  const { embeddedReply } = await load<typeof Reply>('/app/features/assistant/reply.server.ts');
  const { understand } = await load<typeof Sentences>(
    '/app/features/assistant/understanding/sentences.server.ts',
  );

  const rows: string[] = [];
  for (const language of LANGUAGES) {
    const file = `app/features/assistant/understanding/bench/${language}.yaml`;
    if (!fs.existsSync(file)) {
      rows.push(`${language}  no labelled set (${file})`);
      continue;
    }
    const bench = benchFileSchema.parse(parse(fs.readFileSync(file, 'utf8')));
    const misses: string[] = [];
    const times: number[] = [];
    let right = 0;
    let intentsRight = 0;
    for (const { said, expect } of bench.cases) {
      const start = performance.now();
      const match = understand(said, language);
      const reply = embeddedReply({
        said,
        locale: language,
        today: BENCH_TODAY,
        conversation: 'main',
        history: [],
        events: bench.events,
        medications: bench.medications,
        focus: null,
      });
      times.push(performance.now() - start);
      const isYesNo = 'yes' in expect || 'no' in expect;
      const got = isYesNo
        ? { intent: match?.intent === 'yes' || match?.intent === 'no' ? match.intent : 'none', fields: {} }
        : understood(reply, match?.intent ?? null);
      const result = grade(expect, got, language);
      if (result.intentRight) intentsRight += 1;
      if (result.allRight) right += 1;
      else
        misses.push(
          `  ${JSON.stringify(said)}\n      expected ${JSON.stringify(expect)}; got ${result.wrong.join(', ')}`,
        );
    }
    const aim = language === 'en' ? AIM.en : AIM.other;
    console.log(`\n${language}: ${bench.cases.length} utterances, ${misses.length} missed`);
    for (const miss of misses) console.log(miss);
    rows.push(
      `${language}  all right ${percent(right, bench.cases.length).padStart(5)} %   intent right ${percent(intentsRight, bench.cases.length).padStart(5)} %   aim ${aim} %   reply median ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms`,
    );
  }
  console.log(`\nUnderstanding with no chat model, today ${BENCH_TODAY} (intent and every slot right):`);
  for (const row of rows) console.log(`  ${row}`);
} finally {
  await vite.close();
}
