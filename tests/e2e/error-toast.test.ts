import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { launchBrowser } from './support/browser';
import { renameTable, setReadOnly } from './support/app-database';
import { localeText, type Language } from './support/strings';

// Issue 11, part 1 and finding 3, in the browser: a save the database refuses is the error toast,
// with what was typed kept and no 500 page, and the next try works once the database is back; a
// page whose data fails to load is the error page with a try-again button.
// The database refuses for real, on PostgreSQL and on the embedded one (support/app-database.ts).

const meal = (
  JSON.parse(fs.readFileSync('app/catalogue/data/catalogue.json', 'utf8')) as {
    meals: Array<{ id: string; title: string }>;
  }
).meals[0]!;

async function signedIn(browser: Browser, code: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await signedInUser(browser, { names: { first: 'Noor', last: 'Haddad' } });
  await opened.context.addCookies([{ name: 'i18n_redirected', value: code, url: inject('baseUrl') }]);
  return opened;
}

async function expectNoErrorPage(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('error-status').count()).toBe(0);
}

describe.each<Language>(['en', 'ar'])(
  'a save the database refuses, in %s',
  { tags: ['database-server'] },
  (code) => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterEach(() => setReadOnly(false));
    afterAll(() => browser.close());

    it('saving the profile shows the error toast and keeps what was typed; the next save works', async () => {
      const { context, page } = await signedIn(browser, code);
      // Background requests (the browser's time zone) finish before the database turns read-only.
      await page.goto('/profile', { waitUntil: 'networkidle' });
      expect(await page.locator('html').getAttribute('lang')).toBe(code);
      const firstName = page.getByLabel(localeText(code, 'auth:fields.first_name'));
      await firstName.fill('Nour');

      await setReadOnly(true);
      await page.getByRole('button', { name: localeText(code, 'common:actions.save') }).click();
      await page.getByText(localeText(code, 'common:errors.action_failed')).waitFor();
      expect(new URL(page.url()).pathname).toBe('/profile');
      expect(await firstName.inputValue()).toBe('Nour');
      await expectNoErrorPage(page);

      await setReadOnly(false);
      await page.getByRole('button', { name: localeText(code, 'common:actions.save') }).click();
      await page.getByText(localeText(code, 'common:profile.saved')).waitFor();
      await page.reload();
      expect(await page.getByLabel(localeText(code, 'auth:fields.first_name')).inputValue()).toBe('Nour');
      await context.close();
    });

    it('"Place order" shows the error toast and keeps the order on screen; the next press orders', async () => {
      const { context, page } = await signedIn(browser, code);
      await page.goto(`/shop/product/${meal.id}`);
      await page
        .getByRole('button', { name: localeText(code, 'shop:product.add').replace(/ · .*/, '') })
        .click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
      );
      await page.goto('/shop/payment');
      await page.getByLabel(localeText(code, 'shop:payment.address')).fill('Kordon Cd. 12, Alsancak, Izmir');
      await page.getByLabel(localeText(code, 'shop:payment.mobile')).fill('+90 532 123-45-67');
      await page.getByRole('button', { name: localeText(code, 'shop:payment.continue') }).click();
      await page.waitForURL('**/shop/order-confirmation');
      const placeOrder = page.getByRole('button', {
        name: localeText(code, 'shop:confirmation.place_order'),
      });

      await setReadOnly(true);
      await placeOrder.click();
      await page.getByText(localeText(code, 'common:errors.action_failed')).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/shop/order-confirmation');
      await page.getByText(meal.title, { exact: true }).waitFor();
      await page.getByText('+905321234567').waitFor();
      await expectNoErrorPage(page);

      await setReadOnly(false);
      await placeOrder.click();
      await page.waitForURL('**/shop/order-done?order=*');
      await context.close();
    });

    it('a page whose data fails to load is the error page with a try-again button that works', async () => {
      const { context, page } = await signedIn(browser, code);
      await renameTable('shop_orders', 'shop_orders_away');
      try {
        const failed = await page.goto('/shop/orders');
        expect(failed?.status()).toBe(500);
        expect(await page.locator('html').getAttribute('lang')).toBe(code);
        await page
          .getByRole('heading', { name: localeText(code, 'common:errors.internal_server_error') })
          .waitFor();
        expect(await page.title()).toContain(localeText(code, 'common:errors.internal_server_error'));
      } finally {
        await renameTable('shop_orders_away', 'shop_orders');
      }
      await page.getByRole('link', { name: localeText(code, 'common:actions.try_again') }).click();
      await page.waitForURL('**/shop/orders');
      await page.getByText(localeText(code, 'shop:orders.nothing_found')).waitFor();
      await expectNoErrorPage(page);
      await context.close();
    });
  },
);
