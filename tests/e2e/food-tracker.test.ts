import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated } from './support/accessibility-pages';
import { baseUrl, launchBrowser, newPage, registerAndSignIn } from './support/browser';
import { answerPlanQuestions } from './support/plans';

type Strings = Record<string, unknown>;
const read = (language: string, namespace: string) =>
  JSON.parse(fs.readFileSync(`app/i18n/locales/${language}/${namespace}.json`, 'utf8')) as Strings;

/** A string of a locale file by its dotted key, with {{placeholders}} filled in. */
function text(strings: Strings, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Strings)[part], strings);
  if (typeof found !== 'string') throw new Error(`No string ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const number = (value: number) => new Intl.NumberFormat('en-US').format(value);
const BREAD = { en: 'White bread', ar: 'خبز أبيض' } as const;
const SEARCH = { en: 'bread', ar: 'خبز' } as const;
const OWN_FOOD = { en: 'Grandma’s börek', ar: 'فطيرة جدتي' } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(['en', 'ar'] as const)('food tracker in %s', (language) => {
  const ft = read(language, 'food-tracker');

  /** The day's kcal line, as the totals show it. */
  const dayKcal = (page: Page) => page.getByTestId('day-kcal');
  async function expectDayKcal(page: Page, eaten: number, target: string) {
    await page
      .getByTestId('day-kcal')
      .getByText(text(ft, 'totals.kcal', { eaten: number(eaten), target }))
      .waitFor();
  }
  async function toast(page: Page, message: string) {
    await page.locator('[data-sonner-toast]').getByText(message).first().waitFor();
  }

  it('logs a plan food in one tap and a searched food by the slice, changes and deletes it, and refuses bad amounts', async () => {
    const { context, page } = await newPage(browser);
    await registerAndSignIn(page);
    await page.waitForURL('**/home');
    await answerPlanQuestions(page);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    // The plan is made when its page is first opened; the tracker is linked from it.
    await page.goto('/diet');
    await page.getByRole('link', { name: text(ft, 'tracker_link') }).click();
    await page.waitForURL('**/diet-tracker');
    await hydrated(page);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');

    const empty = (await dayKcal(page).textContent()) ?? '';
    const pattern = new RegExp(text(ft, 'totals.kcal', { eaten: '0', target: '(?<target>[\\d,]+)' }));
    const target = pattern.exec(empty)?.groups?.target;
    expect(target, empty).toBeDefined();
    expect(Number(target!.replace(/,/g, ''))).toBeGreaterThan(1000);

    // One tap on the plan's first food logs its planned amount.
    const planButton = page.locator('main form button[aria-label]').filter({ hasText: '+' }).first();
    const label = (await planButton.getAttribute('aria-label')) ?? '';
    const planned = /([\d,]+)[^\d,]*$/.exec(label);
    const plannedKcal = Number(planned![1]!.replace(/,/g, ''));
    const plannedFood = (await planButton.textContent())!.replace(/^\+\s*/, '').trim();
    await planButton.click();
    await toast(page, text(ft, 'logged', { food: plannedFood, kcal: number(plannedKcal) }));
    await expectDayKcal(page, plannedKcal, target!);
    await expect.poll(() => page.locator('main li[data-entry]').count()).toBe(1);

    // Search by name in the user's language, choose white bread, log two slices (2 × 29 g: 154 kcal).
    await page.getByLabel(text(ft, 'search.label')).fill(SEARCH[language]);
    await page.getByRole('button', { name: text(ft, 'search.submit') }).click();
    await page.getByRole('link', { name: text(ft, 'search.choose', { food: BREAD[language] }) }).click();
    const entry = page.locator('main form#entry');
    await entry.waitFor();
    await hydrated(page);
    const unitLabel = text(ft, 'unit_option', { unit: text(ft, 'units.slice'), grams: '29' });
    await entry.getByLabel(text(ft, 'entry.unit')).selectOption({ label: unitLabel });

    // Bad input: not a number (the form's own check), then 6 kg (the server's): nothing is written.
    await entry.getByLabel(text(ft, 'entry.amount')).fill('two');
    await entry.locator('[type="submit"]').click();
    await entry.getByText(text(ft, 'errors.not_a_number')).waitFor();
    await entry.getByLabel(text(ft, 'entry.unit')).selectOption('g');
    await entry.getByLabel(text(ft, 'entry.amount')).fill('6000');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await entry.locator('[type="submit"]').click();
    expect((await refused).status()).toBe(400);
    await entry.getByText(text(ft, 'errors.too_much')).waitFor();
    await expectDayKcal(page, plannedKcal, target!);
    await expect.poll(() => page.locator('main li[data-entry]').count()).toBe(1);

    await entry.getByLabel(text(ft, 'entry.unit')).selectOption({ label: unitLabel });
    await entry.getByLabel(text(ft, 'entry.amount')).fill('2');
    await entry.locator('[type="submit"]').click();
    await toast(page, text(ft, 'logged', { food: BREAD[language], kcal: 154 }));
    await expectDayKcal(page, plannedKcal + 154, target!);
    const bread = page.locator('main li[data-entry]', { hasText: BREAD[language] });
    expect(await bread.textContent()).toContain(
      text(ft, 'entries.amount_serving', { amount: 2, unit: text(ft, 'units.slice') }),
    );

    // Change it to three slices (87 g: 231 kcal).
    await bread.getByRole('link', { name: text(ft, 'entries.edit', { food: BREAD[language] }) }).click();
    await page.waitForURL('**/diet-tracker/*/edit');
    await hydrated(page);
    await page.getByLabel(text(ft, 'entry.amount')).fill('0');
    await page.locator('main form [type="submit"]').click();
    await page.getByText(text(ft, 'errors.not_positive')).waitFor();
    await page.getByLabel(text(ft, 'entry.amount')).fill('3');
    await page.locator('main form [type="submit"]').click();
    await page.waitForURL(/\/diet-tracker\?day=/);
    await toast(page, text(ft, 'saved', { food: BREAD[language], kcal: 231 }));
    await expectDayKcal(page, plannedKcal + 231, target!);

    // Delete it: the day is back to the plan food alone.
    await page
      .locator('main li[data-entry]', { hasText: BREAD[language] })
      .getByRole('button', { name: text(ft, 'entries.delete', { food: BREAD[language] }) })
      .click();
    await toast(page, text(ft, 'deleted', { food: BREAD[language] }));
    await expectDayKcal(page, plannedKcal, target!);
    await expect.poll(() => page.locator('main li[data-entry]').count()).toBe(1);
    await context.close();
  });

  it('saves an own food per serving, refuses a blank name and a date two days ahead, and logs it by the serving', async () => {
    const common = read(language, 'common');
    const { context, page } = await newPage(browser);
    await registerAndSignIn(page);
    await page.waitForURL('**/home');
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    await page.goto('/diet-tracker');
    await hydrated(page);
    // Without a plan there is no target, and nothing to log from it.
    await page.getByText(text(ft, 'totals.no_plan')).waitFor();
    await page.getByText(text(ft, 'plan.empty')).waitFor();
    expect(await dayKcal(page).textContent()).toBe(text(ft, 'totals.kcal_no_target', { eaten: '0' }));

    const own = page.locator('main form#own-food');
    await own.getByLabel(text(ft, 'own.name')).fill('\u200b\u200d');
    await own.getByLabel(text(ft, 'own.kcal')).fill('300');
    await own.getByLabel(text(ft, 'own.carbohydrate')).fill('40');
    await own.getByLabel(text(ft, 'own.serving_grams')).fill('120');
    await own.locator('[type="submit"]').click();
    await own.getByText(text(common, 'errors.required')).waitFor();
    await own.getByLabel(text(ft, 'own.name')).fill(OWN_FOOD[language]);
    await own.locator('[type="submit"]').click();
    await toast(page, text(ft, 'own.saved', { name: OWN_FOOD[language] }));

    // The saved food opens its form: by the serving or in grams.
    const entry = page.locator('main form#entry');
    await entry
      .getByRole('heading', { name: text(ft, 'entry.title', { food: OWN_FOOD[language] }) })
      .waitFor();
    await hydrated(page);
    const units = await entry.getByLabel(text(ft, 'entry.unit')).locator('option').allTextContents();
    expect(units).toEqual([
      text(ft, 'units.g'),
      text(ft, 'unit_option', { unit: text(ft, 'units.serving'), grams: '120' }),
    ]);
    await entry.getByLabel(text(ft, 'entry.amount')).fill('2');
    const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await entry.getByLabel(text(ft, 'entry.date')).fill(ahead);
    await entry.locator('[type="submit"]').click();
    await entry.getByText(text(ft, 'errors.date_future')).waitFor();
    await expect.poll(() => page.locator('main li[data-entry]').count()).toBe(0);

    await entry.getByLabel(text(ft, 'entry.date')).fill(new Date().toISOString().slice(0, 10));
    await entry.locator('[type="submit"]').click();
    await toast(page, text(ft, 'logged', { food: OWN_FOOD[language], kcal: 600 }));
    // 2 × 300 kcal and 2 × 40 g carbohydrate; the food is now among the recent and own foods.
    await page
      .getByTestId('day-kcal')
      .getByText(text(ft, 'totals.kcal_no_target', { eaten: '600' }))
      .waitFor();
    expect(await page.getByTestId('day-carbohydrate').textContent()).toBe(
      text(ft, 'totals.carbohydrate_no_target', { eaten: '80' }),
    );
    const choose = text(ft, 'search.choose', { food: OWN_FOOD[language] });
    await expect.poll(() => page.getByRole('link', { name: choose }).count()).toBe(2);
    await context.close();
  });
});
