import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, registerAndSignIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };

describe('main navigation', () => {
  it('is a sidebar on a wide screen, with the places grouped under headings', async () => {
    const { context, page } = await newPage(browser);
    await registerAndSignIn(page);
    await page.waitForURL('**/home');
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
    await registerAndSignIn(page);
    await page.waitForURL('**/home');
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
