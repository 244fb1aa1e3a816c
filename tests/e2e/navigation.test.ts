import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser, signInAdmin } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { hydrated } from './support/accessibility-states';
import { localeText } from './support/strings';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };

describe('main navigation', () => {
  it('is a sidebar on a wide screen, with the places grouped under headings', async () => {
    const { context, page } = await newPage(browser);
    await signInNewUser(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('heading', { name: 'Shop' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    await nav.getByRole('link', { name: 'My orders' }).click();
    await page.waitForURL('**/shop/orders');
    // The address changes before the navigation renders: wait for the link to be marked current.
    await nav.locator('a[aria-current="page"]', { hasText: 'My orders' }).waitFor();
    await expect.poll(() => nav.locator('a[aria-current="page"]').count()).toBe(1);
    await context.close();
  });

  it('opens from the menu button on a phone and closes after choosing a place, in Arabic too', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize(PHONE);
    await signInNewUser(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.isVisible()).toBe(false);
    // Nothing on the page is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.locator('summary[aria-label="Menu"]').click();
    await nav.getByRole('link', { name: 'Shop', exact: true }).click();
    await page.waitForURL('**/shop');
    await nav.waitFor({ state: 'hidden' });

    await page.getByLabel('Language').selectOption('ar');
    await page.locator('html[dir="rtl"]').waitFor();
    const menu = page.locator('summary[aria-label="القائمة"]');
    await menu.click();
    const arabicNav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await arabicNav.getByRole('link', { name: 'الملف الشخصي' }).click();
    await page.waitForURL('**/profile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});

describe.each(['en', 'ar'] as const)('the manager panel on a phone in %s', (language) => {
  const t = (key: string) => localeText(language, key);
  const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  /** A phone-sized window with the admin signed in and the language chosen by cookie. */
  async function adminOnPhone() {
    const { context, page } = await newPage(browser);
    await page.setViewportSize(PHONE);
    await signInAdmin(page);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    return { context, page };
  }

  it('keeps its menu behind a button and fits the screen on every list', async () => {
    const { context, page } = await adminOnPhone();
    await page.goto('/admin');
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const menu = page.getByRole('navigation', { name: t('admin:menu.label') });
    expect(await menu.isVisible()).toBe(false);
    expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);

    const places = {
      users: 'admin:menu.users',
      test_requests: 'lab-tests:admin.title',
      shop_orders: 'admin:menu.shop_orders',
    };
    for (const [place, heading] of Object.entries(places)) {
      await page.locator(`summary[aria-label="${t('common:nav.menu')}"]`).click();
      await menu.getByRole('link', { name: t(`admin:menu.${place}`) }).click();
      await page.getByRole('heading', { level: 1, name: t(heading) }).waitFor();
      await menu.waitFor({ state: 'hidden' });
      // Nothing, not even a long e-mail address, is wider than the phone's screen.
      expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
    }
    await context.close();
  });

  it('keeps its menu open when it was opened before the page’s script took over', async () => {
    const { context, page } = await adminOnPhone();
    // The page hydrates once its language's strings are in: hold them back, as a slow phone would.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/strings-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin');
    await page.locator(`summary[aria-label="${t('common:nav.menu')}"]`).click();
    const menu = page.getByRole('navigation', { name: t('admin:menu.label') });
    await menu.waitFor();
    release();
    await hydrated(page);
    // Effects run after the first commit; give them a frame and a task.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    expect(await menu.isVisible()).toBe(true);
    await context.close();
  });
});
