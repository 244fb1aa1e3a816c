import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page's document, run in the page itself (our pages have no frames).
 * axe goes into a document once: its 640 KB take a slow machine a third of a second to compile, and
 * @axe-core/playwright compiled them twice for every analysis.
 */
export async function axeViolations(page: Page, options: RunOptions): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async (runOptions) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions)).violations,
    options,
  );
}
