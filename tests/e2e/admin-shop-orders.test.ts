import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser, signInAdmin } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';

const catalogue = JSON.parse(fs.readFileSync('app/catalogue/data/catalogue.json', 'utf8')) as {
  meals: Array<{ id: string }>;
};
const mealId = catalogue.meals[0]!.id;

/** Letters only, so the name passes the register form and is unique in the orders list. */
function uniqueName(prefix: string): string {
  const letters = [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `${prefix}${letters}`;
}

type Customer = { context: BrowserContext; page: Page; email: string; last: string; orders: number[] };

/** Registers a customer and places orders through the user side's place-order contract. */
async function customerWithOrders(browser: Browser, first: string, count: number): Promise<Customer> {
  const { context, page } = await newPage(browser);
  const last = uniqueName('Quill');
  const email = (await signInNewUser(page, { names: { first, last } })).email;
  const orders: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await page.request.post('/shop/order-confirmation', {
      form: {
        address: '12 Green Street, Izmir',
        mobile: '+905551234567',
        email,
        submissionKey: randomBytes(18).toString('base64url'),
        items: JSON.stringify([{ id: mealId, quantity: 1.5 }]),
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const location = new URL(response.headers().location ?? '', baseUrl());
    expect(location.pathname).toBe('/shop/order-done');
    orders.push(Number(location.searchParams.get('order')));
  }
  return { context, page, email, last, orders };
}

async function signInAsAdmin(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const admin = await newPage(browser);
  await signInAdmin(admin.page);
  return admin;
}

const cards = (page: Page) => page.getByRole('article');

/** Waits until the list shows page n: the address changes before the new list is drawn. */
async function waitForListPage(page: Page, n: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/admin/shop-orders/page/${n}`);
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .locator('[aria-current="page"]', { hasText: String(n) })
    .waitFor();
}

let browser: Browser;
let many: Customer;
let few: Customer;
let admin: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  many = await customerWithOrders(browser, 'Orla', 16);
  few = await customerWithOrders(browser, 'Bram', 2);
  admin = await signInAsAdmin(browser);
}, 240_000);
afterAll(() => browser.close());

describe('admin shop orders', () => {
  it('lists created orders 15 a page, newest first, with two pages', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Manage shop orders' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/shop-orders');
    await page.getByRole('heading', { level: 1, name: 'Manage shop orders' }).waitFor();
    await page.waitForFunction(() => document.title === 'Manage shop orders - Manager Panel');
    const chips = page.getByRole('navigation', { name: 'Filter by status' });
    expect(await chips.getByRole('link', { name: 'Created' }).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => chips.getByRole('link', { name: 'Canceled' }).count()).toBe(0);
    await expect.poll(() => cards(page).count()).toBe(15);
    // The newest order (the second customer's last) comes first, with its details.
    const newest = cards(page).first();
    expect(await newest.getByRole('heading', { level: 2 }).textContent()).toBe(`Order #${few.orders[1]}`);
    const text = await newest.textContent();
    for (const part of [
      few.email,
      '+905551234567',
      '12 Green Street, Izmir',
      `Bram ${few.last}`,
      '1.5 kg',
      '$2.70',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Created');

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await waitForListPage(page, 2);
    expect(new URL(page.url()).searchParams.get('status')).toBe('created');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
  });

  it('searches by e-mail, name and order id, always from page 1 and keeping the status', async () => {
    const { page } = admin;
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(many.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/shop-orders' && url.search.includes('searchText'),
    );
    const url = new URL(page.url());
    expect(url.searchParams.get('searchText')).toBe(many.email);
    expect(url.searchParams.get('status')).toBe('created');
    await page.getByText('Orders found: 16', { exact: true }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(15);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await waitForListPage(page, 2);
    expect(new URL(page.url()).searchParams.get('searchText')).toBe(many.email);
    await expect.poll(() => cards(page).count()).toBe(1);

    await page.getByRole('searchbox', { name: 'Search orders' }).fill(few.last.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((next) => next.pathname === '/admin/shop-orders');
    await page.getByText('Orders found: 2', { exact: true }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(2);

    await page.getByRole('searchbox', { name: 'Search orders' }).fill(`#${many.orders[0]}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Orders found: 1', { exact: true }).waitFor();
    await page.getByRole('heading', { name: `Order #${many.orders[0]}`, exact: true }).waitFor();

    await page.getByRole('searchbox', { name: 'Search orders' }).fill('nobody-ordered-this');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No orders found.').waitFor();
    await expect.poll(() => cards(page).count()).toBe(0);
  });

  it('changes a status in the dialog: success toast, and the order moves to its new filter', async () => {
    const { page } = admin;
    await page.goto(`/admin/shop-orders?searchText=${encodeURIComponent(few.email)}`);
    await expect.poll(() => cards(page).count()).toBe(2);
    const target = few.orders[0]!;
    const card = page.getByRole('article', { name: `Order #${target}`, exact: true });
    await card.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: `Change the status of order #${target}` });
    await expect.poll(() => dialog.getByRole('radio').count()).toBe(6);
    await expect.poll(() => dialog.getByRole('radio', { name: 'Canceled' }).count()).toBe(0);
    expect(await dialog.getByRole('radio', { name: 'Created' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Processing' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Order #${target}: status changed to Processing`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => cards(page).count()).toBe(1);

    await page
      .getByRole('navigation', { name: 'Filter by status' })
      .getByRole('link', { name: 'Processing' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'processing');
    expect(new URL(page.url()).searchParams.get('searchText')).toBe(few.email);
    await page.getByRole('article', { name: `Order #${target}`, exact: true }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
  });

  it('refuses a status outside the list and writes nothing', async () => {
    const { page } = admin;
    const other = few.orders[1]!;
    for (const status of ['canceled', 'lost']) {
      const response = await page.request.post('/admin/shop-orders', {
        form: { orderId: String(other), status },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
    }
    await page.goto(`/admin/shop-orders?searchText=${other}`);
    await page
      .getByRole('article', { name: `Order #${other}`, exact: true })
      .getByText('Created')
      .waitFor();
  });

  it('gives the 404 page for a bad page or status, and to a signed-in non-admin', async () => {
    for (const path of [
      '/admin/shop-orders/page/0',
      '/admin/shop-orders/page/abc',
      '/admin/shop-orders/page/1.5',
      '/admin/shop-orders?status=canceled',
      '/admin/shop-orders?status=unknown',
    ]) {
      const response = await admin.page.goto(path);
      expect(response?.status(), path).toBe(404);
      await admin.page.getByText('Page Not Found').waitFor();
    }
    const response = await many.page.goto('/admin/shop-orders');
    expect(response?.status()).toBe(404);
    await expect.poll(() => many.page.getByRole('article').count()).toBe(0);
  });
});
