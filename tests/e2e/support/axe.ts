import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Impact = NonNullable<AxeResults['violations'][number]['impact']>;

/**
 * axe-core's violations on the page's document, run in the page itself (our pages have no frames).
 * axe goes into a document once: its 640 KB take a slow machine a third of a second to compile, and
 * @axe-core/playwright compiled them twice for every analysis.
 *
 * Only the rules that can report one of `impacts` run: axe gives every violation of a rule the
 * impact the rule declares, so a rule declared minor or moderate can never report a serious one,
 * and running it (region and hidden-content walk the whole page) would prove nothing more.
 */
export async function axeViolations(
  page: Page,
  options: RunOptions,
  impacts: Impact[],
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ runOptions, impacts }) => {
      const { axe: engine } = window as unknown as { axe: typeof axe & AxeAudit };
      const rules = { ...runOptions.rules };
      for (const rule of engine._audit.rules) {
        if (rule.impact && !impacts.includes(rule.impact)) rules[rule.id] = { enabled: false };
      }
      const results = await engine.run(document, { ...runOptions, rules });
      return results.violations.filter((violation) => violation.impact && impacts.includes(violation.impact));
    },
    { runOptions: options, impacts },
  );
}

/** The rule list axe keeps in itself (not in its typings): each rule's id and declared impact. */
type AxeAudit = { _audit: { rules: Array<{ id: string; impact?: Impact }> } };
