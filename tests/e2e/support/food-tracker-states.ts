// The food tracker's states for the accessibility check (see accessibility-pages.ts).
import type { Locator, Page } from 'playwright-core';
import { hydrated } from './accessibility-states';
import { answerPlanQuestions } from './plans';

/** Logs one slice of white bread from the chosen-food form the page opens with. */
async function logBread(page: Page): Promise<void> {
  const entries = await page.locator('main li[data-entry]').count();
  await page.locator('main form#entry [type="submit"]').click();
  await page.locator('main li[data-entry]').nth(entries).waitFor();
  await hydrated(page);
}

/**
 * Sends a form of the page as the browser would without scripts, with some fields changed, and
 * does not load the page it leads to; a redirect means saved. `target` is the form, or the button
 * that sends it (its name and value go too).
 */
async function send(target: Locator, fields: Record<string, string> = {}): Promise<void> {
  const { action, entries } = await target.evaluate((element) => {
    const submitter = element instanceof HTMLButtonElement ? element : null;
    const form = submitter ? submitter.form! : (element as HTMLFormElement);
    const entries = [...new FormData(form, submitter)].map(([name, value]) => [name, String(value)]);
    return { action: form.action, entries };
  });
  const form = new FormData();
  for (const [name, value] of entries) if (!(name! in fields)) form.append(name!, value!);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await target.page().request.post(action, { form, maxRedirects: 0 });
  if (response.status() !== 302) throw new Error(`the form was refused: ${response.status()}`);
}

/**
 * The fullest tracker: a plan (its first food logged in one tap), an own food saved (listed with its
 * delete button), white bread logged by the slice, and its form sent again with 6 kg, refused by the
 * server. The first three go through the page's own forms without loading the pages they lead to:
 * the food tracker's journeys test those; this state is for the page that shows them all.
 */
export async function trackedDay(page: Page): Promise<void> {
  await answerPlanQuestions(page);
  // The diet page makes the plan, in the page's language.
  const diet = await page.request.get('/diet');
  if (!diet.ok()) throw new Error(`the diet page answered ${diet.status()}`);
  await page.goto('/diet-tracker?food=white-bread');
  const main = page.locator('main');
  await send(main.locator('form button[aria-label]').first());
  await send(main.locator('form#own-food'), {
    name: 'Börek',
    kcal: '300',
    carbohydrate: '40',
    servingGrams: '120',
  });
  await send(main.locator('form#entry'));
  await page.reload();
  await hydrated(page);
  const form = main.locator('form#entry');
  await form.locator('select[name="unit"]').selectOption('g');
  await form.locator('input[name="amount"]').fill('6000');
  await form.locator('[type="submit"]').click();
  await form.locator('[aria-invalid="true"]').first().waitFor();
}

/** Logs white bread, opens its edit page and sends it with the amount emptied. */
export async function editedEntry(page: Page): Promise<void> {
  await logBread(page);
  await page.locator('main li[data-entry] a[href$="/edit"]').first().click();
  await page.waitForURL('**/diet-tracker/*/edit');
  await page.locator('main input[name="amount"]').waitFor();
  await hydrated(page);
  await page.locator('main input[name="amount"]').fill('');
  await page.locator('main form[method="post"] [type="submit"]').click();
  await page.locator('main [aria-invalid="true"]').first().waitFor();
}
