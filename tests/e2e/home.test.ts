import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from './support/accounts';
import { hydrated } from './support/accessibility-pages';
import { baseUrl, launchBrowser } from './support/browser';
import { answerPlanQuestions, EVERY_DAY_ANSWERS, SAMPLE_MEDICINE_FORM } from './support/plans';
import { localeText } from './support/strings';

// Issue 9 part 5: /home shows today at a glance: food against the plan's targets, today's workout,
// and the next doses, each linking on to its page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(['en', 'ar'] as const)('home at a glance in %s', (language) => {
  const t = (key: string, values?: Record<string, string | number>) => localeText(language, key, values);
  const number = (value: number) =>
    new Intl.NumberFormat(language, { numberingSystem: 'latn' }).format(value);

  it("shows what was eaten against the target, today's workout and the next dose", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', timezoneId: 'UTC' });
    const page = await context.newPage();
    await signInNewUser(page);
    await answerPlanQuestions(page, EVERY_DAY_ANSWERS);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);

    // Before any plan: the food card has no target and says how to get one.
    await page.goto('/home');
    const food = page.getByRole('region', { name: t('common:home.food') });
    await food.getByText(t('common:home.so_far', { value: 0, unit: 'kcal' })).waitFor();
    await food.getByText(t('common:home.no_diet_plan')).waitFor();

    // The plans are made when their pages are first opened.
    await page.goto('/diet');
    await page.goto('/workout');
    await page.locator('main .schedule-day').first().waitFor();

    // A medicine whose first dose is at the full hour after next (UTC, the browser's zone): at least
    // an hour away, so the dose is still the only one at that clock time when /home is read.
    const next = new Date((Math.floor(Date.now() / 3_600_000) + 2) * 3_600_000);
    const medicine = {
      ...SAMPLE_MEDICINE_FORM,
      usageInterval: '24',
      usageStartDate: next.toISOString().slice(0, 10),
      usageStartTime: next.toISOString().slice(11, 16),
    };
    expect(
      (await page.request.post('/manage-medicines/add', { form: medicine, maxRedirects: 0 })).status(),
    ).toBe(302);

    // One tap on the plan's first food in the tracker.
    await page.goto('/diet-tracker');
    await hydrated(page);
    const planButton = page.locator('main form button[aria-label]').filter({ hasText: '+' }).first();
    const planned = /([\d,]+)[^\d,]*$/.exec((await planButton.getAttribute('aria-label')) ?? '');
    const plannedKcal = Number(planned![1]!.replace(/,/g, ''));
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    await planButton.click();
    expect((await posted).ok()).toBe(true);

    await page.goto('/home');
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const calories = food.getByText(new RegExp(`^${number(plannedKcal)}\\D.*kcal$`));
    await calories.waitFor();
    await expect.poll(() => food.getByText(t('common:home.no_diet_plan')).count()).toBe(0);

    const exercise = page.getByRole('region', { name: t('common:home.exercise') });
    await exercise
      .getByText(new RegExp(`^${t('common:home.of_count', { value: 0, target: '\\d+' })}$`))
      .waitFor();
    await exercise.getByRole('link', { name: t('common:home.start_workout') }).click();
    await page.waitForURL('**/exercise-do');

    await page.goto('/home');
    const doses = page.getByRole('region', { name: t('common:home.next_doses') });
    await doses.getByText(next.toISOString().slice(11, 16)).waitFor();
    await doses.getByText('Metformin · 1 tablet').waitFor();
    await context.close();
  });
});
