import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from './support/accounts';
import { hydrated } from './support/accessibility-pages';
import { translator } from './support/strings';
import { baseUrl, launchBrowser, newPage, STRONG_PASSWORD } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Presses the first submit button of a form; the caller waits for what the page shows next. */
async function submit(page: Page, formSelector: string) {
  await page.locator(`${formSelector} [type="submit"]`).first().click();
}

/** The rows of the time-in-range table as shown: each band's name over its limits, share of readings and goal. */
function bandRows(page: Page): Promise<string[][]> {
  return page
    .getByTestId('glucose-bands')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText.trim())),
    );
}

/** The rows the five bands should show, lowest first, with the consensus goals beside them. */
function bands(
  t: ReturnType<typeof translator>,
  unit: string,
  limits: string[],
  shares: number[],
): string[][] {
  const goals = [
    t('glucose:in_range.goal_under', { percent: '1\u00a0%' }),
    t('glucose:in_range.goal_under_with_very_low', { percent: '4\u00a0%' }),
    t('glucose:in_range.goal_over', { percent: '70\u00a0%' }),
    t('glucose:in_range.goal_under_with_very_high', { percent: '25\u00a0%' }),
    t('glucose:in_range.goal_under', { percent: '5\u00a0%' }),
  ];
  return ['very_low', 'low', 'within', 'high', 'very_high'].map((band, i) => [
    `${t(`glucose:in_range.${band}`)}\n${limits[i]} ${unit}`,
    `${shares[i]}\u00a0%`,
    goals[i]!,
  ]);
}

describe.each(['en', 'ar'] as const)('blood tests, glucose and your data in %s', (language) => {
  const t = translator(language);

  it('adds a blood test and sees the flag, logs glucose and sees time in range, exports and deletes the account', async () => {
    const { context, page } = await newPage(browser);
    const email = (await signInNewUser(page)).email;
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);

    // Blood tests: bad input is refused with its message and nothing is saved.
    await page.goto('/manage-blood-tests');
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await page.getByText(t('blood-tests:nothing_found')).waitFor();
    await page.getByRole('link', { name: t('blood-tests:add') }).click();
    await page.waitForURL('**/manage-blood-tests/add');
    await hydrated(page);
    await page.getByLabel(t('blood-tests:form.title')).fill('Check-up');
    await page.getByLabel(t('blood-tests:form.taken_on')).fill('2099-01-01');
    const ldl = page.getByRole('group', { name: t('blood-tests:markers.ldl') });
    const hdl = page.getByRole('group', { name: t('blood-tests:markers.hdl') });
    await ldl.getByLabel(t('blood-tests:columns.value')).fill('a lot');
    await submit(page, 'main form[method="post"]');
    await page.getByText(t('blood-tests:errors.date_future')).waitFor();
    await page.getByText(t('blood-tests:errors.not_a_number')).waitFor();

    // Turned off in the browser's own check, the server refuses the same (and saves nothing).
    await page.getByLabel(t('blood-tests:form.taken_on')).fill('2026-01-15');
    await ldl.getByLabel(t('blood-tests:columns.value')).fill('-4');
    await page.evaluate(() =>
      document.querySelector('main form[method="post"]')?.setAttribute('novalidate', ''),
    );
    await submit(page, 'main form[method="post"]');
    await page.getByText(t('blood-tests:errors.negative')).waitFor();

    // LDL 4.1 mmol/L is 159 mg/dL, above the optimal below 100; HDL 55 mg/dL is in range for everyone.
    await ldl.getByLabel(t('blood-tests:columns.value')).fill('4.1');
    await ldl.getByLabel(t('glucose:entry.unit')).selectOption('mmol/L');
    await hdl.getByLabel(t('blood-tests:columns.value')).fill('55');
    await submit(page, 'main form[method="post"]');
    await page.waitForURL('**/manage-blood-tests');
    const card = page.getByRole('article', { name: 'Check-up' });
    await card.waitFor();
    expect(await card.getByTestId('out-of-range-count').textContent()).toBe(
      t('blood-tests:out_of_range', { count: 1 }),
    );
    const ldlRow = card.getByRole('row', { name: new RegExp(t('blood-tests:markers.ldl')) });
    expect(await ldlRow.locator('[data-flag]').getAttribute('data-flag')).toBe('high');
    expect(await ldlRow.textContent()).toContain(t('blood-tests:flag.high'));

    // The tests hub shows the newest blood test with its out-of-range count.
    await page.goto('/test');
    const day = new Intl.DateTimeFormat(language, {
      numberingSystem: 'latn',
      calendar: 'gregory',
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date('2026-01-15T12:00:00Z'));
    await page
      .getByText(t('lab-tests:hub.blood_latest', { title: 'Check-up', date: day, count: 1 }))
      .waitFor();
    await page.getByText(t('lab-tests:hub.posture_none')).waitFor();
    await page.goto('/manage-blood-tests');
    await card.waitFor();
    const hdlRow = card.getByRole('row', { name: new RegExp(t('blood-tests:markers.hdl')) });
    expect(await hdlRow.textContent()).toContain(t('blood-tests:flag.normal'));
    // The history chart of the first marker, with its text alternative.
    await page.getByRole('heading', { name: t('blood-tests:history.title') }).waitFor();
    await page.locator('figure figcaption').first().waitFor();

    // Edited: LDL 2.3 mmol/L (89 mg/dL) is in range, and the test says so.
    await card.getByRole('link', { name: t('blood-tests:edit') }).click();
    await page.waitForURL('**/manage-blood-tests/*/edit');
    await hydrated(page);
    expect(await ldl.getByLabel(t('blood-tests:columns.value')).inputValue()).toBe('4.1');
    expect(await ldl.getByLabel(t('glucose:entry.unit')).inputValue()).toBe('mmol/L');
    await ldl.getByLabel(t('blood-tests:columns.value')).fill('2.3');
    await submit(page, 'main form[method="post"]');
    await page.waitForURL('**/manage-blood-tests');
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="out-of-range-count"]')?.textContent === expected,
      t('blood-tests:all_in_range'),
    );

    // Glucose: from the navigation; bad input refused, then six readings, one in each band and
    // two in range, typed in both units.
    await page
      .getByRole('navigation', { name: t('common:nav.main') })
      .getByRole('link', { name: t('glucose:nav') })
      .click();
    await page.waitForURL('**/glucose');
    await hydrated(page);
    const entry = page.locator('#reading');
    const value = entry.getByLabel(t('glucose:entry.value'), { exact: true });
    const unit = entry.getByLabel(t('glucose:entry.unit'));
    await value.fill('5');
    await submit(page, '#reading');
    await page.getByText(t('glucose:errors.out_of_bounds')).waitFor();
    await value.fill('65');
    await submit(page, '#reading');
    await page.getByRole('cell', { name: '65 mg/dL', exact: true }).waitFor();
    // One reading has a mean but no spread: the page says why there is no CV.
    await page.getByText(t('glucose:variability.too_few', { min: 2, readings: 1 })).waitFor();
    expect(await page.getByTestId('glucose-mean').textContent()).toBe('65 mg/dL');
    await value.fill('120');
    await submit(page, '#reading');
    await page.getByRole('cell', { name: '120 mg/dL', exact: true }).waitFor();
    await value.fill('250');
    await submit(page, '#reading');
    await page.getByRole('cell', { name: '250 mg/dL', exact: true }).waitFor();
    // 65 is low, 120 in range, 250 high (not yet very high); the limits in mg/dL.
    await expect
      .poll(() => bandRows(page))
      .toEqual(bands(t, 'mg/dL', ['< 54', '54–69', '70–180', '181–250', '> 250'], [0, 33, 33, 33, 0]));
    await value.fill('10,0');
    await unit.selectOption('mmol/L');
    await entry.getByLabel(t('glucose:entry.context')).selectOption('after_meal');
    await submit(page, '#reading');
    // Shown in the unit typed last: 10.0 mmol/L; 65 mg/dL is 3.6 mmol/L.
    await page.getByRole('cell', { name: '10 mmol/L', exact: true }).waitFor();
    await page.getByRole('cell', { name: '3.6 mmol/L', exact: true }).waitFor();
    await value.fill('14,0');
    await unit.selectOption('mmol/L');
    await submit(page, '#reading');
    await page.getByRole('cell', { name: '14 mmol/L', exact: true }).waitFor();
    await value.fill('2,9');
    await unit.selectOption('mmol/L');
    await submit(page, '#reading');
    await page.getByRole('cell', { name: '2.9 mmol/L', exact: true }).waitFor();
    // 10.0 mmol/L (stored as 180.16 mg/dL) is inside 3.9–10.0 as typed: 120 and it of six readings.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="time-in-range"]')?.textContent === '33\u00a0%',
    );
    await expect
      .poll(() => bandRows(page))
      .toEqual(
        bands(t, 'mmol/L', ['< 3.0', '3.0–3.8', '3.9–10.0', '10.1–13.9', '> 13.9'], [17, 17, 33, 17, 17]),
      );
    // Mean 153.3 mg/dL (8.5 mmol/L); sample SD 88.3 mg/dL; CV 57.6 %, above the goal of 36 %.
    expect(await page.getByTestId('glucose-mean').textContent()).toBe('8.5 mmol/L');
    expect(await page.getByTestId('glucose-cv').textContent()).toBe(
      t('glucose:variability.cv_value', { cv: '57.6' }),
    );
    await page.getByText(t('glucose:variability.cv_goal', { goal: 36 })).waitFor();
    await page.getByText(t('glucose:gmi.too_few_days', { days: 1, readings: 6 })).waitFor();

    // Your data: the download holds what was saved and no secret.
    await page.goto('/profile/my-data');
    await hydrated(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t('my-data:export.button') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vivai-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
      profile: { email: string };
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    expect(exported.profile.email).toBe(email);
    expect(exported.tables.user_blood_tests?.map((row) => row.title)).toEqual(['Check-up']);
    expect(exported.tables.user_glucose_readings).toHaveLength(6);
    expect(JSON.stringify(exported)).not.toMatch(/argon2|token_hash|"hash"/);

    // Deleting: a wrong password deletes nothing; the right one deletes the account and signs out.
    await page.getByLabel(t('my-data:delete.password')).fill('Not-My-Password-1');
    await page.getByLabel(t('my-data:delete.understood')).check();
    await submit(page, 'main form[method="post"]');
    await page.getByText(t('my-data:errors.wrong_password')).waitFor();
    await page.goto('/manage-blood-tests');
    await page.getByRole('article', { name: 'Check-up' }).waitFor();

    await page.goto('/profile/my-data');
    await hydrated(page);
    await page.getByLabel(t('my-data:delete.password')).fill(STRONG_PASSWORD);
    await page.getByLabel(t('my-data:delete.understood')).check();
    await submit(page, 'main form[method="post"]');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(t('my-data:delete.done')).waitFor();
    await page.goto('/manage-blood-tests');
    await page.waitForURL('**/auth/login');
    await page.getByLabel(t('auth:fields.email')).fill(email);
    await page.getByLabel(t('auth:fields.password')).fill(STRONG_PASSWORD);
    await page
      .getByRole('button', { name: t('auth:login.submit') })
      .last()
      .click();
    await page.getByText(t('auth:errors.invalid_credentials')).waitFor();
    await context.close();
  });
});
