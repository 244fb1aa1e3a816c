import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser, signInAdmin } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { SAMPLE_MEDICINE_FORM } from './support/plans';
import { localeText } from './support/strings';

// Issue 10 part 7 and issue 6 part 7: from a user's records the admin corrects or removes their
// events, medicines and blood tests, each change on the audit trail, and the user sees the result.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(['en', 'ar'] as const)("an admin corrects a user's health records, in %s", (language) => {
  const t = (key: string, values?: Record<string, string | number>) => localeText(language, key, values);

  it('corrects an event, refuses an empty title, removes a medicine, and the trail shows both', async () => {
    const user = await newPage(browser);
    const email = (await signInNewUser(user.page, { names: { first: 'Salma', last: 'Yousef' } })).email;
    for (const [path, form] of [
      ['/manage-events/add', { title: 'Eye doctr', date: '2026-12-01', time: '09:30' }],
      ['/manage-medicines/add', SAMPLE_MEDICINE_FORM],
    ] as const) {
      expect((await user.page.request.post(path, { form, maxRedirects: 0 })).status()).toBe(302);
    }

    const { context, page: admin } = await newPage(browser);
    await signInAdmin(admin);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    await admin.goto(`/admin/users?searchText=${encodeURIComponent(email)}`);
    await admin.locator('main a[href^="/admin/users/"]').first().click();
    await admin.getByRole('heading', { name: t('admin-users:records.events') }).waitFor();
    const recordsUrl = admin.url();
    const userId = new URL(recordsUrl).pathname.split('/').pop()!;

    // A correction the form refuses writes nothing.
    await admin
      .getByRole('link', { name: t('admin-users:records.correct_named', { name: 'Eye doctr' }) })
      .click();
    await admin.getByRole('heading', { name: t('admin-users:records.correct_event') }).waitFor();
    const eventId = new URL(admin.url()).pathname.split('/').pop()!;
    const title = admin.getByLabel(t('events:fields.title'));
    await title.fill('');
    await admin.getByRole('button', { name: t('common:actions.save') }).click();
    await admin.getByText(t('common:errors.required')).waitFor();
    await admin.reload();
    expect(await title.inputValue()).toBe('Eye doctr');

    await title.fill('Eye doctor');
    await admin.getByRole('button', { name: t('common:actions.save') }).click();
    await admin.waitForURL(recordsUrl);
    await admin.getByText(t('admin-users:changed.corrected')).first().waitFor();
    const events = admin.getByRole('region', { name: t('admin-users:records.events') });
    await events.getByText('Eye doctor', { exact: true }).waitFor();

    await admin
      .getByRole('button', { name: t('admin-users:records.remove_named', { name: 'Metformin' }) })
      .click();
    const dialog = admin.getByRole('dialog', {
      name: t('admin-users:records.remove_title', { name: 'Metformin' }),
    });
    await dialog.getByRole('button', { name: t('admin-users:records.remove') }).click();
    await admin.getByText(t('admin-users:changed.removed')).first().waitFor();
    await admin.getByText(t('admin-users:records.no_medicines')).waitFor();

    const trail = admin.getByRole('region', { name: t('admin-users:records.audit') });
    await trail.getByText(t('admin-users:audit.actions.event_correct', { id: eventId })).waitFor();
    await trail.getByText('Eye doctr · 2026-12-01 09:30').waitFor();
    await trail.getByText('Eye doctor · 2026-12-01 09:30').waitFor();
    await trail.getByText('Metformin · 1 tablet / 12 h').waitFor();

    // Someone else's address for the same record is the 404 page.
    const elsewhere = await admin.goto(`/admin/users/${randomUUID()}/events/${eventId}`);
    expect(elsewhere?.status()).toBe(404);
    expect((await admin.goto(`/admin/users/${userId}/events/${eventId}`))?.status()).toBe(200);

    // The user sees what the admin did.
    await user.page.goto('/home?page=1');
    await user.page.getByText('Eye doctor', { exact: true }).waitFor();
    await user.page.goto('/manage-medicines');
    await expect.poll(() => user.page.getByText('Metformin').count()).toBe(0);
    await context.close();
    await user.context.close();
  });
});
