import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from './support/accounts';
import { hydrated } from './support/accessibility-pages';
import { translator } from './support/strings';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { answerPlanQuestions } from './support/plans';

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
  const t = translator(language);

  /** The day's kcal line, as the totals show it. */
  const dayKcal = (page: Page) => page.getByTestId('day-kcal');
  async function expectDayKcal(page: Page, eaten: number, target: string) {
    await page
      .getByTestId('day-kcal')
      .getByText(t('food-tracker:totals.kcal', { eaten: number(eaten), target }))
      .waitFor();
  }
  async function toast(page: Page, message: string) {
    await page.locator('[data-sonner-toast]').getByText(message).first().waitFor();
  }

  it('logs a plan food in one tap and a searched food by the slice, changes and deletes it, and refuses bad amounts', async () => {
    const { context, page } = await newPage(browser);
    await signInNewUser(page);
    await answerPlanQuestions(page);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    // The plan is made when its page is first opened; the tracker is linked from it.
    await page.goto('/diet');
    await page.getByRole('link', { name: t('food-tracker:tracker_link') }).click();
    await page.waitForURL('**/diet-tracker');
    await hydrated(page);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');

    const empty = (await dayKcal(page).textContent()) ?? '';
    const pattern = new RegExp(t('food-tracker:totals.kcal', { eaten: '0', target: '(?<target>[\\d,]+)' }));
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
    await toast(page, t('food-tracker:logged', { food: plannedFood, kcal: number(plannedKcal) }));
    await expectDayKcal(page, plannedKcal, target!);
    await expect.poll(() => page.locator('main li[data-entry]').count()).toBe(1);

    // Search by name in the user's language, choose white bread, log two slices (2 × 29 g: 154 kcal).
    await page.getByLabel(t('food-tracker:search.label')).fill(SEARCH[language]);
    await page.getByRole('button', { name: t('food-tracker:search.submit') }).click();
    await page
      .getByRole('link', { name: t('food-tracker:search.choose', { food: BREAD[language] }) })
      .click();
    const entry = page.locator('main form#entry');
    await entry.waitFor();
    await hydrated(page);
    const unitLabel = t('food-tracker:unit_option', { unit: t('food-tracker:units.slice'), grams: '29' });
    await entry.getByLabel(t('food-tracker:entry.unit')).selectOption({ label: unitLabel });

    // Bad input: not a number (the form's own check), then 6 kg (the server's): nothing is written.
    await entry.getByLabel(t('food-tracker:entry.amount')).fill('two');
    await entry.locator('[type="submit"]').click();
    await entry.getByText(t('food-tracker:errors.not_a_number')).waitFor();
    await entry.getByLabel(t('food-tracker:entry.unit')).selectOption('g');
    await entry.getByLabel(t('food-tracker:entry.amount')).fill('6000');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await entry.locator('[type="submit"]').click();
    expect((await refused).status()).toBe(400);
    await entry.getByText(t('food-tracker:errors.too_much')).waitFor();
    await expectDayKcal(page, plannedKcal, target!);
    await expect.poll(() => page.locator('main li[data-entry]').count()).toBe(1);

    await entry.getByLabel(t('food-tracker:entry.unit')).selectOption({ label: unitLabel });
    await entry.getByLabel(t('food-tracker:entry.amount')).fill('2');
    await entry.locator('[type="submit"]').click();
    await toast(page, t('food-tracker:logged', { food: BREAD[language], kcal: 154 }));
    await expectDayKcal(page, plannedKcal + 154, target!);
    const bread = page.locator('main li[data-entry]', { hasText: BREAD[language] });
    expect(await bread.textContent()).toContain(
      t('food-tracker:entries.amount_serving', { amount: 2, unit: t('food-tracker:units.slice') }),
    );

    // Change it to three slices (87 g: 231 kcal).
    await bread
      .getByRole('link', { name: t('food-tracker:entries.edit', { food: BREAD[language] }) })
      .click();
    await page.waitForURL('**/diet-tracker/*/edit');
    await hydrated(page);
    await page.getByLabel(t('food-tracker:entry.amount')).fill('0');
    await page.locator('main form [type="submit"]').click();
    await page.getByText(t('food-tracker:errors.not_positive')).waitFor();
    await page.getByLabel(t('food-tracker:entry.amount')).fill('3');
    await page.locator('main form [type="submit"]').click();
    await page.waitForURL(/\/diet-tracker\?day=/);
    await toast(page, t('food-tracker:saved', { food: BREAD[language], kcal: 231 }));
    await expectDayKcal(page, plannedKcal + 231, target!);

    // Delete it: the day is back to the plan food alone.
    await page
      .locator('main li[data-entry]', { hasText: BREAD[language] })
      .getByRole('button', { name: t('food-tracker:entries.delete', { food: BREAD[language] }) })
      .click();
    await toast(page, t('food-tracker:deleted', { food: BREAD[language] }));
    await expectDayKcal(page, plannedKcal, target!);
    await expect.poll(() => page.locator('main li[data-entry]').count()).toBe(1);
    await context.close();
  });

  it('saves an own food per serving, refuses a blank name and a date two days ahead, logs it by the serving, and deletes it', async () => {
    const { context, page } = await newPage(browser);
    await signInNewUser(page);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    await page.goto('/diet-tracker');
    await hydrated(page);
    // Without a plan there is no target, and nothing to log from it.
    await page.getByText(t('food-tracker:totals.no_plan')).waitFor();
    await page.getByText(t('food-tracker:plan.empty')).waitFor();
    expect(await dayKcal(page).textContent()).toBe(t('food-tracker:totals.kcal_no_target', { eaten: '0' }));

    const own = page.locator('main form#own-food');
    await own.getByLabel(t('food-tracker:own.name')).fill('\u200b\u200d');
    await own.getByLabel(t('food-tracker:own.kcal')).fill('300');
    await own.getByLabel(t('food-tracker:own.carbohydrate')).fill('40');
    await own.getByLabel(t('food-tracker:own.serving_grams')).fill('120');
    await own.locator('[type="submit"]').click();
    await own.getByText(t('common:errors.required')).waitFor();
    await own.getByLabel(t('food-tracker:own.name')).fill(OWN_FOOD[language]);
    await own.locator('[type="submit"]').click();
    await toast(page, t('food-tracker:own.saved', { name: OWN_FOOD[language] }));

    // The saved food opens its form: by the serving or in grams.
    const entry = page.locator('main form#entry');
    await entry
      .getByRole('heading', { name: t('food-tracker:entry.title', { food: OWN_FOOD[language] }) })
      .waitFor();
    await hydrated(page);
    const units = await entry.getByLabel(t('food-tracker:entry.unit')).locator('option').allTextContents();
    expect(units).toEqual([
      t('food-tracker:units.g'),
      t('food-tracker:unit_option', { unit: t('food-tracker:units.serving'), grams: '120' }),
    ]);
    await entry.getByLabel(t('food-tracker:entry.amount')).fill('2');
    const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await entry.getByLabel(t('food-tracker:entry.date')).fill(ahead);
    await entry.locator('[type="submit"]').click();
    await entry.getByText(t('food-tracker:errors.date_future')).waitFor();
    await expect.poll(() => page.locator('main li[data-entry]').count()).toBe(0);

    await entry.getByLabel(t('food-tracker:entry.date')).fill(new Date().toISOString().slice(0, 10));
    await entry.locator('[type="submit"]').click();
    await toast(page, t('food-tracker:logged', { food: OWN_FOOD[language], kcal: 600 }));
    // 2 × 300 kcal and 2 × 40 g carbohydrate; the food is now among the recent and own foods.
    await page
      .getByTestId('day-kcal')
      .getByText(t('food-tracker:totals.kcal_no_target', { eaten: '600' }))
      .waitFor();
    expect(await page.getByTestId('day-carbohydrate').textContent()).toBe(
      t('food-tracker:totals.carbohydrate_no_target', { eaten: '80' }),
    );
    const choose = t('food-tracker:search.choose', { food: OWN_FOOD[language] });
    await expect.poll(() => page.getByRole('link', { name: choose }).count()).toBe(2);

    // Another user cannot delete it: 404.
    const href = (await page.getByRole('link', { name: choose }).first().getAttribute('href')) ?? '';
    const ownId = /own(?:%3A|:)(\d+)/.exec(href)?.[1];
    expect(ownId).toMatch(/^\d+$/);
    if (language === 'en') {
      const other = await newPage(browser);
      await signInNewUser(other.page);
      const refused = await other.page.request.post(`/diet-tracker/own-foods/${ownId}/delete`, {
        form: {},
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(404);
      await other.context.close();
    }

    // Deleting it asks first; it leaves the lists, and what was logged with it stays.
    await page
      .getByRole('button', { name: t('food-tracker:own.delete', { name: OWN_FOOD[language] }) })
      .click();
    const dialog = page.getByRole('dialog', { name: t('food-tracker:own.delete_title') });
    await dialog.getByRole('button', { name: t('ui:confirm_delete.delete'), exact: true }).click();
    await toast(page, t('food-tracker:own.deleted', { name: OWN_FOOD[language] }));
    await expect.poll(() => page.getByRole('link', { name: choose }).count()).toBe(0);
    await expect.poll(() => page.locator('main li[data-entry]').count()).toBe(1);
    expect(await dayKcal(page).textContent()).toBe(t('food-tracker:totals.kcal_no_target', { eaten: '600' }));
    await context.close();
  });
});
