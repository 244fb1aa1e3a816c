import ICAL from 'ical.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from './support/accounts';
import { formatLongDay } from '~/i18n/dates';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { hydrated } from './support/accessibility-pages';
import { translator } from './support/strings';

type Language = 'en' | 'ar';

const DAY = 24 * 3_600_000;

const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signedIn(language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await signInNewUser(page);
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
  return { context, page };
}

async function badgeCount(page: Page): Promise<number> {
  const badge = page.locator('aside').getByTestId('notification-count');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.innerText()).trim().split(/\s/)[0]);
}

describe.each<Language>(['en', 'ar'])('health records in %s', (language) => {
  const t = translator(language);
  let session: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    session = await signedIn(language);
  });
  afterAll(() => session.context.close());

  it('adds, edits and deletes an event; bad input is refused and writes nothing', async () => {
    const { page } = session;
    await page.goto('/home?page=1');
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await page.getByText(t('events:empty')).waitFor();
    await page.getByRole('link', { name: t('events:add'), exact: true }).click();
    await page.waitForURL('**/manage-events/add');
    await hydrated(page);

    await page.getByRole('button', { name: t('events:add'), exact: true }).click();
    await page.getByText(t('common:errors.required')).first().waitFor();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(3);

    const date = dayFromToday(10);
    await page.getByLabel(t('events:fields.title'), { exact: true }).fill('Dentist, room 3');
    await page.getByLabel(t('events:fields.date'), { exact: true }).fill(date);
    await page.getByLabel(t('events:fields.time'), { exact: true }).fill('14:30');
    await page.getByRole('button', { name: t('events:add'), exact: true }).click();
    await page.waitForURL('**/home?page=1');
    const row = page.getByTestId('event').filter({ hasText: 'Dentist, room 3' });
    await row.getByText(formatLongDay(date, language)).waitFor();
    expect(await row.innerText()).toContain('14:30');

    // Dates and times outside the formats, and an oversized title: 400, nothing written.
    for (const form of [
      { title: 'Bad date', date: '2026-02-30', time: '10:00' },
      { title: 'Bad time', date, time: '25:00' },
      { title: 'Bad format', date: '12.05.2026', time: '10:00' },
      { title: 'x'.repeat(201), date, time: '10:00' },
    ]) {
      const response = await page.request.post('/manage-events/add', { form, maxRedirects: 0 });
      expect(response.status()).toBe(400);
    }
    await page.reload();
    await expect.poll(() => page.getByTestId('event').count()).toBe(1);

    await page.getByRole('link', { name: t('events:edit_named', { title: 'Dentist, room 3' }) }).click();
    await page.waitForURL('**/manage-events/*/edit');
    await hydrated(page);
    const editUrl = page.url();
    await page.getByLabel(t('events:fields.title'), { exact: true }).fill('Dentist check-up');
    await page.getByLabel(t('events:fields.time'), { exact: true }).fill('09:05');
    await page.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
    await page.waitForURL('**/home?page=1');
    const edited = page.getByTestId('event').filter({ hasText: 'Dentist check-up' });
    await edited.getByText('09:05').waitFor();

    // Another user's event is a page that does not exist, and cannot be deleted.
    if (language === 'en') {
      for (const path of [
        '/home?page=0',
        '/home?page=abc',
        '/manage-events/abc/edit',
        '/manage-events/0/edit',
      ]) {
        expect((await page.request.get(path)).status()).toBe(404);
      }
      const other = await signedIn('en');
      expect((await other.page.goto(editUrl))?.status()).toBe(404);
      const deleteUrl = editUrl.replace(/\/edit$/, '/delete');
      const refused = await other.page.request.post(deleteUrl, { form: {}, maxRedirects: 0 });
      expect(refused.status()).toBe(404);
      await other.context.close();
      await page.reload();
      await expect.poll(() => page.getByTestId('event').count()).toBe(1);
    }

    await page.getByRole('button', { name: t('events:delete_named', { title: 'Dentist check-up' }) }).click();
    const dialog = page.getByRole('dialog', { name: t('events:delete_title') });
    await dialog.getByRole('button', { name: t('ui:confirm_delete.delete'), exact: true }).click();
    await page.getByText(t('events:deleted')).waitFor();
    await page.getByText(t('events:empty')).waitFor();
  });

  it('adds and edits a medicine, marks doses, counts units down, prints, and feeds a calendar', async () => {
    const { page } = session;
    await page.goto('/manage-medicines');
    await page.getByText(t('medicines:empty')).waitFor();
    await page.getByRole('link', { name: t('medicines:add'), exact: true }).click();
    await page.waitForURL('**/manage-medicines/add');
    await hydrated(page);

    const field = (name: string) => page.getByLabel(t(`medicines:fields.${name}`), { exact: true });
    const start = dayFromToday(-2);
    await field('name').fill('Metformin');
    await field('dosage').fill('500 mg');
    await field('usage_amount').fill('2 tablets');
    await field('usage_interval').fill('0');
    await field('usage_start_date').fill(start);
    await field('usage_start_time').fill('08:00');
    await field('amount').fill('-5');
    await page.getByRole('button', { name: t('medicines:add'), exact: true }).click();
    await page.getByText(t('medicines:errors.invalid_interval')).waitFor();
    await page.getByText(t('medicines:errors.invalid_amount')).waitFor();
    await field('usage_interval').fill('12');
    await field('amount').fill('30');
    await page.getByRole('button', { name: t('medicines:add'), exact: true }).click();
    await page.waitForURL('**/manage-medicines');
    const card = page.getByTestId('medicine');
    await card.getByRole('heading', { name: 'Metformin' }).waitFor();
    await card
      .getByTestId('amount-on-hand')
      .getByText(t('medicines:units', { value: '30' }))
      .waitFor();

    // An interval over a week and a negative amount, sent past the form: 400, nothing written.
    const changes: Record<string, string>[] = [
      { usageInterval: '169' },
      { usageInterval: '-8' },
      { amount: '-1' },
      { usageStartTime: '8am' },
    ];
    for (const change of changes) {
      const form: Record<string, string> = {
        name: 'Bad',
        usageAmount: '1',
        usageInterval: '8',
        usageStartDate: start,
        usageStartTime: '08:00',
        ...change,
      };
      const response = await page.request.post('/manage-medicines/add', { form, maxRedirects: 0 });
      expect(response.status()).toBe(400);
    }

    await card.getByRole('link', { name: t('medicines:edit_named', { name: 'Metformin' }) }).click();
    await page.waitForURL('**/manage-medicines/*/edit');
    await hydrated(page);
    // Another user's medicine is a page that does not exist, and cannot be changed or deleted.
    if (language === 'en') {
      const editUrl = page.url();
      const other = await signedIn('en');
      expect((await other.page.goto(editUrl))?.status()).toBe(404);
      const changed = await other.page.request.post(editUrl, {
        form: {
          name: 'Hacked',
          usageAmount: '1',
          usageInterval: '8',
          usageStartDate: start,
          usageStartTime: '08:00',
        },
        maxRedirects: 0,
      });
      expect(changed.status()).toBe(404);
      const deleted = await other.page.request.post(editUrl.replace(/\/edit$/, '/delete'), {
        form: {},
        maxRedirects: 0,
      });
      expect(deleted.status()).toBe(404);
      await other.context.close();
      await page.reload();
      await hydrated(page);
      expect(await field('name').inputValue()).toBe('Metformin');
    }
    await field('name').fill('Metformin XR');
    await field('amount').fill('40');
    await page.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
    await page.waitForURL('**/manage-medicines');
    await card.getByRole('heading', { name: 'Metformin XR' }).waitFor();
    await card
      .getByTestId('amount-on-hand')
      .getByText(t('medicines:units', { value: '40' }))
      .waitFor();
    await expect.poll(() => page.getByTestId('medicine').count()).toBe(1);
    await hydrated(page);

    // Doses since the start two days ago are missed; the badge counts them. Taking the oldest one
    // listed takes 2 tablets off and one item off the badge.
    const before = await badgeCount(page);
    expect(before).toBeGreaterThanOrEqual(4);
    const firstDose = card.getByTestId('dose').first();
    await firstDose.getByTestId('dose-state').getByText(t('medicines:states.missed')).waitFor();
    await firstDose.locator('button[value="taken"]').click();
    await card
      .getByTestId('amount-on-hand')
      .getByText(t('medicines:units', { value: '38' }))
      .waitFor();
    await firstDose.getByTestId('dose-state').getByText(t('medicines:states.taken')).waitFor();
    await page.waitForFunction((n) => {
      const text = document.querySelector('aside [data-testid="notification-count"]')?.textContent ?? '0';
      return Number(text.trim().split(/\s/)[0]) === n;
    }, before - 1);

    // A dose of a medicine that is not the user's: 404, nothing written.
    const foreign = await page.request.post('/manage-medicines/doses', {
      form: { medicineId: '999999999', scheduledAt: `${start}T08:00:00.000Z`, status: 'taken', takenAt: '' },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(404);

    // Notifications: a missed dose marked skipped right there.
    await page
      .getByRole('navigation', { name: t('common:nav.main') })
      .getByRole('link', { name: new RegExp(`^${t('notifications:nav')}`) })
      .click();
    await page.waitForURL('**/notifications');
    // The address changes before React commits the new page: wait for the page itself.
    await page.getByRole('heading', { level: 1, name: t('notifications:title') }).waitFor();
    await hydrated(page);
    const missed = page.locator('section[aria-labelledby="missed-heading"] [data-testid="dose"]');
    const missedBefore = before - 1;
    await expect.poll(() => missed.count()).toBe(missedBefore);
    await missed.first().locator('button[value="skipped"]').click();
    await page.getByText(t('medicines:marked_skipped')).waitFor();
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('section[aria-labelledby="missed-heading"] [data-testid="dose"]').length ===
        n,
      missedBefore - 1,
    );

    // The printable list: on paper only the table for the doctor.
    await page.goto('/manage-medicines');
    await page.getByRole('button', { name: t('medicines:print.button') }).waitFor();
    await page.emulateMedia({ media: 'print' });
    await page.getByRole('heading', { name: t('medicines:print.title', { name: 'Maya Sol' }) }).waitFor();
    expect(await page.getByRole('cell', { name: 'Metformin XR' }).isVisible()).toBe(true);
    expect(await page.getByTestId('medicine').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // The calendar feed: off until turned on, then a real iCalendar parser lists the doses.
    await page.goto('/integration');
    await hydrated(page);
    await page.getByText(t('integration:feed.off')).waitFor();
    await page.getByRole('button', { name: t('integration:actions.enable') }).click();
    const feedUrl = await page.locator('#feed-url').inputValue();
    expect(feedUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // A calendar app fetches with no session: a context without cookies.
    const calendarApp = await browser.newContext();
    const feed = await calendarApp.request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(feed.headers()['cache-control']).toBe('private, no-store');
    const events = new ICAL.Component(ICAL.parse(await feed.text()))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    const doses = events.filter((event) => event.summary === 'Metformin XR · 2 tablets');
    // From the first dose two days ago to 30 days ahead, twice a day.
    expect(doses.length).toBeGreaterThanOrEqual(64);
    expect(doses[0]!.startDate.toJSDate().toISOString()).toBe(`${start}T08:00:00.000Z`);
    expect(new Set(doses.map((dose) => dose.uid)).size).toBe(doses.length);
    const again = new ICAL.Component(ICAL.parse(await (await calendarApp.request.get(feedUrl)).text()));
    expect(again.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c).uid)).toEqual(
      events.map((event) => event.uid),
    );

    // A guessed address and a revoked one get the same 404.
    const guessed = await calendarApp.request.get(
      new URL(`/calendar/${'A'.repeat(43)}.ics`, baseUrl()).toString(),
    );
    expect(guessed.status()).toBe(404);
    await page.getByRole('button', { name: t('integration:actions.revoke') }).click();
    await page.getByText(t('integration:feed.off')).waitFor();
    const revoked = await calendarApp.request.get(feedUrl);
    expect(revoked.status()).toBe(404);
    expect(await revoked.text()).toBe(await guessed.text());
    await calendarApp.close();

    await page.goto('/manage-medicines');
    await hydrated(page);
    await page.getByRole('button', { name: t('medicines:delete_named', { name: 'Metformin XR' }) }).click();
    const dialog = page.getByRole('dialog', { name: t('medicines:delete_title') });
    await dialog.getByRole('button', { name: t('ui:confirm_delete.delete'), exact: true }).click();
    await page.getByText(t('medicines:empty')).waitFor();
  });
});
