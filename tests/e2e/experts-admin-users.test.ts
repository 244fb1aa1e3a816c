import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser, signInAdmin } from './support/accounts';
import { baseUrl, launchBrowser, newPage, STRONG_PASSWORD } from './support/browser';
import { localeText } from './support/strings';

type Language = 'en' | 'ar';

/** Letters only, so the name passes the register form and is unique in the lists. */
function uniqueName(prefix: string): string {
  return `${prefix}${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
}

type Person = { context: BrowserContext; page: Page; email: string; first: string; last: string };

async function registered(browser: Browser, language: Language, prefix: string): Promise<Person> {
  const { context, page } = await newPage(browser);
  const first = uniqueName(prefix);
  const last = uniqueName('Q');
  const email = (await signInNewUser(page, { names: { first, last } })).email;
  // From here on the person reads the app in the test's language.
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
  return { context, page, email, first, last };
}

async function signedInAdmin(browser: Browser, language: Language): Promise<Page> {
  const { context, page } = await newPage(browser);
  await signInAdmin(page);
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
  return page;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each(['en', 'ar'] as const)('experts and admin users in %s', (language) => {
  const t = (key: string, values?: Record<string, string>) => localeText(language, key, values);
  let admin: Page;
  let expert: Person;
  let blocked: Person;

  beforeAll(async () => {
    expert = await registered(browser, language, 'Esra');
    blocked = await registered(browser, language, 'Bert');
    admin = await signedInAdmin(browser, language);
  }, 120_000);
  afterAll(async () => {
    await expert.context.close();
    await blocked.context.close();
    await admin.context().close();
  });

  /** Finds one person on the admin's users list by their exact e-mail, from the menu. */
  async function findUser(person: Person) {
    await admin.goto('/admin');
    await admin
      .getByRole('navigation', { name: t('admin:menu.label') })
      .getByRole('link', { name: t('admin:menu.users') })
      .click();
    await admin.waitForURL((url) => url.pathname === '/admin/users');
    await admin.getByRole('heading', { level: 1, name: t('admin:menu.users') }).waitFor();
    await admin
      .getByRole('searchbox', { name: t('admin-users:search.label') })
      .fill(person.email.toUpperCase());
    await admin.getByRole('button', { name: t('admin-users:search.submit'), exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.has('searchText'));
    await admin.getByText(t('admin-users:found', { count: '1' }), { exact: true }).waitFor();
    return admin.getByRole('article', { name: `${person.first} ${person.last}` });
  }

  it('the admin makes a user an expert, who appears in the directory and edits their profile', async () => {
    const card = await findUser(expert);
    expect(await admin.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await card.getByRole('button', { name: t('admin-users:type_dialog.open') }).click();
    const dialog = admin.getByRole('dialog', {
      name: t('admin-users:type_dialog.title', { name: `${expert.first} ${expert.last}` }),
    });
    expect(await dialog.getByRole('radio', { name: t('admin:profile_type.user') }).isChecked()).toBe(true);
    await expect
      .poll(() => dialog.getByRole('radio', { name: t('admin:profile_type.admin') }).count())
      .toBe(0);
    await dialog.getByRole('radio', { name: t('admin:profile_type.expert') }).check();
    await dialog.getByRole('button', { name: t('common:actions.save') }).click();
    await admin.getByText(t('admin-users:changed.type', { type: 'expert' })).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText(`${t('admin-users:type_label')}: ${t('admin:profile_type.expert')}`).waitFor();

    // The new expert is in the directory, by name, before they have written anything.
    const { page } = expert;
    await page.goto('/experts');
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('heading', { level: 1, name: t('experts:title') }).waitFor();
    await page.getByRole('link', { name: `${expert.first} ${expert.last}` }).waitFor();

    await page.getByRole('link', { name: t('experts:edit.open') }).click();
    await page.waitForURL('**/experts/edit-profile');
    await page.getByRole('heading', { level: 1, name: t('experts:edit.title') }).waitFor();
    // Bad input first: no specialty is refused with its message, and nothing is saved.
    await page.getByRole('button', { name: t('common:actions.save') }).click();
    await page.getByText(t('experts:errors.specialty_required')).waitFor();
    const specialty = `Sports nutrition ${uniqueName('s')}`;
    await page.getByLabel(t('experts:fields.specialty')).fill(specialty);
    await page.getByLabel(t('experts:fields.location')).fill('Izmir');
    await page.getByLabel(t('experts:fields.contact_email')).fill('Clinic@Example.org');
    await page
      .getByLabel(t('experts:fields.bio'))
      .fill('Ten years with athletes and people living with diabetes.');
    const turkish = new Intl.DisplayNames([language], { type: 'language' }).of('tr')!;
    await page.getByRole('checkbox', { name: turkish, exact: true }).check();
    await page.getByText(t('experts:photos.dna'), { exact: true }).click();
    await page.getByRole('button', { name: t('common:actions.save') }).click();
    await page.getByText(t('experts:edit.saved')).waitFor();

    // Found by specialty and language, and their profile shows what they wrote.
    await page.goto('/experts');
    await page.getByLabel(t('experts:search.specialty')).fill(specialty.toUpperCase());
    await page.getByLabel(t('experts:search.language')).selectOption('tr');
    await page
      .getByRole('search')
      .getByRole('button', { name: t('experts:search.submit') })
      .click();
    await page.waitForURL((url) => url.pathname === '/experts/search');
    await page.getByText(t('experts:found', { count: '1' }), { exact: true }).waitFor();
    await page.getByRole('link', { name: `${expert.first} ${expert.last}` }).click();
    await page.waitForURL((url) => /^\/experts\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: `${expert.first} ${expert.last}` }).waitFor();
    await page.getByText(specialty, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'clinic@example.org' }).waitFor();
    await page.getByText(turkish, { exact: true }).waitFor();
  });

  it('the admin blocks another user, who is signed out and can no longer sign in', async () => {
    const card = await findUser(blocked);
    await card.getByRole('button', { name: t('admin-users:status_dialog.open') }).click();
    const dialog = admin.getByRole('dialog', {
      name: t('admin-users:status_dialog.title', { name: `${blocked.first} ${blocked.last}` }),
    });
    await dialog.getByRole('radio', { name: t('admin:profile_status.block') }).check();
    await dialog.getByRole('button', { name: t('common:actions.save') }).click();
    await admin.getByText(t('admin-users:changed.status', { status: 'block' })).waitFor();
    await card.getByText(`${t('admin-users:status_label')}: ${t('admin:profile_status.block')}`).waitFor();

    // Their open session has ended: the next page sends them to sign in, and signing in is refused.
    const { page } = blocked;
    await page.goto('/home');
    await page.waitForURL('**/auth/login');
    await page.getByLabel(t('auth:fields.email')).fill(blocked.email);
    await page.getByLabel(t('auth:fields.password')).fill(STRONG_PASSWORD);
    await page
      .getByRole('button', { name: t('auth:login.submit') })
      .last()
      .click();
    await page.getByText(t('auth:errors.account_disabled')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');

    // The change is on the user's records, with who made it.
    await card
      .getByRole('link', {
        name: t('admin-users:records.open_for', { name: `${blocked.first} ${blocked.last}` }),
      })
      .click();
    await admin.waitForURL((url) => /^\/admin\/users\/[0-9a-f-]{36}$/.test(url.pathname));
    const trail = admin.getByRole('region', { name: t('admin-users:records.audit') });
    await trail.getByRole('cell', { name: t('admin-users:audit.actions.profile_status') }).waitFor();
    await trail.getByRole('cell', { name: t('admin:profile_status.block'), exact: true }).waitFor();
  });

  it('the dashboard counts users by status and draws the last 30 days without moving the page', async () => {
    const state = await admin.context().storageState();
    // The page as the server sends it, before any script runs: the chart's box is already there.
    const still = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      storageState: state,
    });
    const stillPage = await still.newPage();
    await stillPage.goto('/admin');
    const figure = (page: Page) => page.getByRole('figure');
    const before = await figure(stillPage).boundingBox();
    await still.close();

    await admin.goto('/admin');
    await admin.getByRole('heading', { level: 1, name: t('admin:menu.dashboard') }).waitFor();
    await admin.locator('figure svg.recharts-surface').first().waitFor();
    const after = await figure(admin).boundingBox();
    expect(after?.height).toBe(before?.height);

    // The text alternative: one row per day, the 30 days of the window.
    const table = admin.getByRole('table', { name: t('admin:dashboard.daily_heading') });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(30);
    const users = admin.getByRole('region', { name: t('admin:dashboard.users_of_type.user') });
    const blockedCount = users.getByRole('definition').nth(3);
    expect(Number(await blockedCount.textContent())).toBeGreaterThanOrEqual(1);
  });
});
