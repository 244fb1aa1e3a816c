import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, signInNewUser } from './support/accounts';
import { hydrated } from './support/accessibility-pages';
import { translator } from './support/strings';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { answerPlanQuestions, EVERY_DAY_ANSWERS } from './support/plans';
import { setReadOnly } from './support/app-database';

type Language = 'en' | 'ar';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Sends a tracker form with the page's session, as a changed page could; the status after redirects. */
async function post(page: Page, path: string, form: Record<string, string>): Promise<number> {
  return (await page.request.post(path, { form })).status();
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true });

describe.each<Language>(['en', 'ar'])('activity trackers in %s', (language) => {
  const t = translator(language);
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser));
    await signInNewUser(page);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
  });
  afterAll(() => context.close());

  it('shows the way to a plan before there is one, then makes the plans', async () => {
    await page.goto('/home');
    await hydrated(page);
    await page
      .locator('aside')
      .getByRole('link', { name: t('activity:nav'), exact: true })
      .click();
    await page.waitForURL('**/activity/exercise-tracker');
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await page.getByTestId('tracker-empty').getByText(t('activity:empty.exercise')).waitFor();
    const make = page.getByRole('link', { name: t('activity:empty.make_exercise'), exact: true });
    expect(await make.getAttribute('href')).toBe('/workout');
    await page.goto('/activity');
    await page.waitForURL('**/activity/exercise-tracker');
    await page.getByTestId('tracker-empty').waitFor();

    // The questionnaire's form is answered with its English option values, as in the plans journey.
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }]);
    await answerPlanQuestions(page, EVERY_DAY_ANSWERS);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    for (const plan of ['/workout', '/meditation']) {
      await page.goto(plan);
      await page.locator('main .schedule-day').first().waitFor();
    }
  });

  it('does the workout step by step, each exercise recorded, and finds it ticked in the tracker', async () => {
    await page.goto('/exercise');
    await hydrated(page);
    await page.getByRole('link', { name: t('plans:exercise.start') }).click();
    await page.waitForURL('**/exercise-do');
    await hydrated(page);
    const step = page.getByTestId('player-step');
    await step.waitFor();
    const firstStep = await step.textContent();
    await step.getByRole('button').last().click();
    const countdown = page.getByTestId('countdown');
    if (await countdown.isVisible()) {
      await step.getByRole('button', { name: t('activity:player.pause'), exact: true }).click();
      const held = await countdown.textContent();
      await page.waitForTimeout(1500);
      expect(await countdown.textContent()).toBe(held);
      await step.getByRole('button', { name: t('activity:player.resume'), exact: true }).click();
    }
    await step.getByRole('button', { name: t('activity:player.previous'), exact: true }).click();
    expect(await step.textContent()).toBe(firstStep);

    // Each step is passed with its main button. The first exercise is in the tracker once it is
    // finished, before the workout is: leaving midway keeps it.
    const saved = page.locator('[data-testid="finished-exercise"][data-state="saved"]');
    while ((await saved.count()) === 0) {
      await step.getByRole('button').last().click();
      if ((await page.getByTestId('finished-exercise').count()) > 0) await saved.first().waitFor();
    }
    const midway = await context.newPage();
    await midway.goto('/activity/exercise-tracker');
    const midwayBoxes = midway.getByTestId('tracker-item').getByRole('checkbox');
    expect(await midwayBoxes.first().isChecked()).toBe(true);
    expect(await midwayBoxes.nth(1).isChecked()).toBe(false);
    await midway.close();

    const finished = page.getByTestId('player-finished');
    for (let clicks = 0; clicks < 300 && !(await finished.isVisible()); clicks++) {
      const main = step.getByRole('button').last();
      if (!(await main.isVisible())) continue;
      await main.click();
    }
    await finished.waitFor();
    const recorded = page.getByTestId('finished-exercise');
    const count = await recorded.count();
    expect(count).toBeGreaterThan(0);
    await page
      .locator('[data-testid="finished-exercise"][data-state="saved"]')
      .nth(count - 1)
      .waitFor();
    await expect
      .poll(() => page.locator('[data-testid="finished-exercise"][data-state="saved"]').count())
      .toBe(count);
    const burned = (await page.getByTestId('burned').textContent()) ?? '';
    const kcal = /[\d,]+/.exec(burned)?.[0] ?? '';
    expect(Number(kcal.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(burned).toBe(t('activity:player.burned', { kcal }));

    await page.getByRole('link', { name: t('activity:player.to_tracker') }).click();
    await page.waitForURL('**/activity/exercise-tracker');
    await page.getByRole('heading', { name: t('activity:exercise.title'), exact: true }).waitFor();
    const boxes = page.getByTestId('tracker-item').getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(count);
    for (let i = 0; i < count; i++) expect(await boxes.nth(i).isChecked()).toBe(true);
    expect(await page.getByTestId('kcal-today').textContent()).toBe(t('activity:item.kcal', { kcal }));
    const day = page.getByTestId('history-day').first();
    expect(await day.textContent()).toContain(t('activity:status.done'));
    await expect.poll(() => day.getByTestId('history-entry').count()).toBe(count);
  });

  it('ticks a meditation done and undone; the mark stays after a reload', async () => {
    await page.getByRole('link', { name: t('activity:tabs.meditation'), exact: true }).click();
    await page.waitForURL('**/activity/meditation-tracker');
    await page.getByRole('heading', { name: t('activity:meditation.title'), exact: true }).waitFor();
    const item = page.getByTestId('tracker-item').first();
    const name = (await item.locator('label').textContent()) ?? '';
    const box = item.getByRole('checkbox');
    expect(await box.isChecked()).toBe(false);

    await box.click();
    await toast(page, t('activity:marked_done', { name })).waitFor();
    await page.reload();
    await hydrated(page);
    expect(await page.getByTestId('tracker-item').first().getByRole('checkbox').isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('history-entry').count()).toBe(1);

    await page.getByTestId('tracker-item').first().getByRole('checkbox').click();
    await toast(page, t('activity:marked_undone', { name })).waitFor();
    await page.reload();
    await hydrated(page);
    expect(await page.getByTestId('tracker-item').first().getByRole('checkbox').isChecked()).toBe(false);
    expect(await page.getByTestId('streak').textContent()).toBe(t('activity:stats.streak_days', { days: 0 }));
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    await page.goto('/activity/meditation-tracker');
    await hydrated(page);
    const today = (await page.getByTestId('tracker-today').getAttribute('data-date'))!;
    const first = page.getByTestId('tracker-item').first();
    const name = (await first.locator('label').textContent()) ?? '';
    const good = { intent: 'plan', type: 'mental', date: today, slot: '0', name, done: 'true' };
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const later = new Date(Date.UTC(year, month - 1, day + 3)).toISOString().slice(0, 10);
    const refusals: [Record<string, string>, string][] = [
      [{ ...good, name: 'Not in my plan' }, 'activity:errors.not_in_plan'],
      [{ ...good, slot: '7' }, 'activity:errors.not_in_plan'],
      [{ ...good, date: '25/11/2026' }, 'activity:errors.bad_date'],
      [{ ...good, date: later }, 'activity:errors.future_date'],
      [{ ...good, type: 'cardio' }, 'activity:errors.bad_type'],
      [{ ...good, type: 'physical' }, 'activity:errors.bad_type'],
      [{ ...good, name: 'x'.repeat(201) }, 'activity:errors.name_too_long'],
    ];
    for (const [form, message] of refusals) {
      expect(await post(page, '/activity/meditation-tracker', form)).toBe(400);
      await page.reload();
      await toast(page, t(message)).waitFor();
    }
    expect(
      await post(page, '/activity/meditation-tracker', {
        intent: 'row',
        type: 'mental',
        id: '999999999',
        done: 'true',
      }),
    ).toBe(404);
    await page.reload();
    await hydrated(page);
    expect(await page.getByTestId('tracker-item').first().getByRole('checkbox').isChecked()).toBe(false);
    await expect.poll(() => page.getByTestId('history-entry').count()).toBe(1);
    expect(await page.getByTestId('history-entry').first().textContent()).toContain(
      t('activity:history.not_done'),
    );
  });
});

// On its own user, so that it runs alone on PostgreSQL too (the database-server tag).
describe.each<Language>(['en', 'ar'])(
  'an activity tracker whose save the database refuses, in %s',
  { tags: ['database-server'] },
  (language) => {
    const t = translator(language);
    it('is the error toast, the ticked box goes back, and nothing is written', async () => {
      const { context, page } = await signedInUser(browser);
      await answerPlanQuestions(page, EVERY_DAY_ANSWERS);
      await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
      await page.goto('/meditation');
      await page.locator('main .schedule-day').first().waitFor();
      await page.goto('/activity/meditation-tracker', { waitUntil: 'networkidle' });
      await hydrated(page);
      const box = page.getByTestId('tracker-item').first().getByRole('checkbox');
      expect(await box.isChecked()).toBe(false);
      await setReadOnly(true);
      try {
        await box.click();
        await toast(page, t('common:errors.action_failed')).waitFor();
        await page.waitForFunction(
          () =>
            document.querySelector<HTMLInputElement>('[data-testid="tracker-item"] input[type="checkbox"]')
              ?.checked === false,
        );
      } finally {
        await setReadOnly(false);
      }
      await page.reload();
      await hydrated(page);
      expect(await page.getByTestId('tracker-item').first().getByRole('checkbox').isChecked()).toBe(false);
      expect(await page.getByTestId('history-entry').count()).toBe(0);
      await context.close();
    });
  },
);
