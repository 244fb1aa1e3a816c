import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';

type Meal = { id: string; title: string; category: string };
const catalogue = JSON.parse(fs.readFileSync('app/catalogue/data/catalogue.json', 'utf8')) as {
  categories: Array<{ title: string }>;
  meals: Meal[];
};
// A category other than the first, so that choosing it is a real step.
const category = catalogue.categories[2]!.title;
const [first, second] = catalogue.meals.filter((meal) => meal.category === category) as [Meal, Meal];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const cartCount = (page: Page) => page.getByTestId('cart-count').textContent();
const total = (page: Page) => page.getByTestId('cart-total').textContent();

async function waitForCount(page: Page, expected: string) {
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === text,
    expected,
  );
}

describe('shop journey', () => {
  it('browses, fills the cart, checks out and follows the order', async () => {
    const { context, page } = await newPage(browser);
    const email = (await signInNewUser(page)).email;

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Shop', exact: true })
      .click();
    await page.waitForURL('**/shop');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: category, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === category);
    await categories.locator('[aria-current="page"]', { hasText: category }).waitFor();
    await page.getByRole('heading', { name: category, level: 2 }).waitFor();
    await page.getByRole('link', { name: first.title }).click();
    await page.waitForURL(`**/shop/product/${first.id}`);
    await page.getByRole('heading', { name: first.title }).waitFor();
    await page.getByText('$1.80 / kg').waitFor();
    await page.getByRole('button', { name: 'Add to cart · 1 kg' }).click();
    await page.getByText('In your cart: 1 kg').waitFor();
    await waitForCount(page, '1');

    await page.goto(`/shop/product/${second.id}`);
    await page.getByRole('button', { name: 'Add to cart · 1 kg' }).click();
    await waitForCount(page, '2');

    // The cart lives in local storage: a reload keeps it.
    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL('**/shop/cart');
    await page.reload();
    await page.getByTestId('cart-line').nth(1).waitFor();
    expect(await cartCount(page)).toBe('2');
    expect(await total(page)).toBe('$3.60');

    const quantity = page.getByLabel(`Quantity of ${first.title} in kg`);
    await quantity.fill('0.0001');
    await quantity.press('Enter');
    await page.getByText('Use at most three decimals (grams).').waitFor();
    await quantity.fill('500');
    await quantity.press('Enter');
    await page.getByText('The most we sell of one dish is 100 kg.').waitFor();
    await quantity.fill('2,25');
    await quantity.press('Enter');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-total"]')?.textContent === '$5.85',
    );
    await page.getByRole('button', { name: `Half a kilo more of ${first.title}` }).click();
    expect(await quantity.inputValue()).toBe('2.75');
    expect(await total(page)).toBe('$6.75');
    await page.getByRole('button', { name: `Remove ${second.title}` }).click();
    await waitForCount(page, '1');
    expect(await total(page)).toBe('$4.95');

    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/shop/payment');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    await page.getByLabel('Delivery address').fill('abc');
    await page.getByLabel('Mobile number').fill('0532 123');
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByText('Enter the full address: street, number and city.').waitFor();
    await page.getByText(/Enter the mobile number in international format/).waitFor();
    await page.getByLabel('Delivery address').fill('Kordon Cd. 12, Alsancak, Izmir');
    await page.getByLabel('Mobile number').fill('+90 532 123-45-67');
    await page.getByRole('button', { name: 'Review order' }).click();

    await page.waitForURL('**/shop/order-confirmation');
    await page.getByText(first.title, { exact: true }).waitFor();
    await page.getByText('+905321234567').waitFor();
    expect(await total(page)).toBe('$4.95');
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL('**/shop/order-done?order=*');
    const orderId = new URL(page.url()).searchParams.get('order');
    await page.getByText(`Your order number is ${orderId}.`).waitFor();
    await waitForCount(page, '0');
    await page.reload();
    await waitForCount(page, '0');

    await page.getByRole('link', { name: 'See my orders' }).click();
    await page.waitForURL('**/shop/orders');
    const card = page.getByRole('article', { name: `Order ${orderId}` });
    expect(await card.getByTestId('order-status').textContent()).toBe('Created');
    await card.getByText('$4.95').first().waitFor();
    await card.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(`Order ${orderId} was canceled.`).waitFor();
    expect(await card.getByTestId('order-status').textContent()).toBe('Canceled');
    await expect.poll(() => card.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // Someone else cannot cancel it: the order is "not found", not "forbidden".
    const other = await newPage(browser);
    await signInNewUser(other.page, { names: { first: 'Ola', last: 'Nowak' } });
    const response = await other.page.request.post('/shop/orders', {
      form: { orderId: String(orderId) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(404);
    const done = await other.page.goto(`/shop/order-done?order=${orderId}`);
    expect(done?.status()).toBe(404);
    await other.context.close();
    await context.close();
  });

  it('answers unknown products, categories and pages with the 404 page', async () => {
    const { context, page } = await newPage(browser);
    await signInNewUser(page);
    for (const path of [
      '/shop/product/99999999',
      '/shop/product/not%20an%20id',
      '/shop?category=No%20such%20category',
      '/shop/orders?page=0',
      '/shop/orders?page=abc',
      '/shop/order-done?order=abc',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.getByText('Page Not Found').waitFor();
    }
    await context.close();
  });

  it('refuses a tampered order and writes nothing', async () => {
    const { context, page } = await newPage(browser);
    const email = (await signInNewUser(page)).email;
    const order = {
      address: 'Kordon Cd. 12, Izmir',
      mobile: '+905321234567',
      email,
      submissionKey: 'tampered-order-key-0001',
    };
    for (const items of [
      [{ id: '99999999', quantity: 1 }],
      [{ id: first.id, quantity: 0 }],
      [{ id: first.id, quantity: 1.0001 }],
      [{ id: first.id, quantity: 250 }],
    ]) {
      const response = await page.request.post('/shop/order-confirmation', {
        form: { ...order, items: JSON.stringify(items) },
        maxRedirects: 0,
      });
      expect([400, 422], JSON.stringify(items)).toContain(response.status());
    }
    await page.goto('/shop/orders');
    await page.getByText('You have not ordered anything yet.').waitFor();
    await context.close();
  });
});
