// The food tracker's states for the accessibility check (see accessibility-pages.ts).
import type { Page } from 'playwright-core';
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
 * The fullest tracker: a plan (its first food logged in one tap), an own food saved (listed with its
 * delete button), white bread logged by the slice, and its form sent again with 6 kg, refused by the
 * server.
 */
export async function trackedDay(page: Page): Promise<void> {
  await answerPlanQuestions(page);
  await page.goto('/diet-tracker');
  await hydrated(page);
  const own = page.locator('main form#own-food');
  await own.locator('input[name="name"]').fill('Börek');
  await own.locator('input[name="kcal"]').fill('300');
  await own.locator('input[name="carbohydrate"]').fill('40');
  await own.locator('input[name="servingGrams"]').fill('120');
  await own.locator('[type="submit"]').click();
  await page.locator('main form#entry').waitFor();
  await page.goto('/diet');
  await page.locator('main h1').waitFor();
  await page.goto('/diet-tracker?food=white-bread');
  await hydrated(page);
  await page.locator('main form button[aria-label]').first().click();
  await page.locator('main li[data-entry]').first().waitFor();
  await page.goto('/diet-tracker?food=white-bread');
  await hydrated(page);
  await logBread(page);
  await page.goto('/diet-tracker?food=white-bread');
  await hydrated(page);
  const form = page.locator('main form#entry');
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
