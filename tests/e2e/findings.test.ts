import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInNewUser, signInAdmin } from './support/accounts';
import { hydrated } from './support/accessibility-pages';
import { baseUrl, launchBrowser, newPage, STRONG_PASSWORD } from './support/browser';
import { renameTable } from './support/app-database';

// Findings of issue 11 against the built server itself (Express, headers and all), where the
// in-process tests of app/http cover the same rules without it.

let browser: Browser;
let visitor: BrowserContext;
let user: BrowserContext;
let admin: BrowserContext;
let userEmail: string;
beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await browser.newContext({ baseURL: baseUrl() });
  const signedUser = await newPage(browser);
  userEmail = (await signInNewUser(signedUser.page, { names: { first: 'Noor', last: 'Haddad' } })).email;
  user = signedUser.context;
  const signedAdmin = await newPage(browser);
  await signInAdmin(signedAdmin.page);
  admin = signedAdmin.context;
});
afterAll(() => browser.close());

const serverLog = () => fs.readFileSync(inject('serverLog'), 'utf8');

function postJson(request: APIRequestContext, path: string) {
  return request.post(path, {
    data: '{"email":"a@b.c","code":"ar"}',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
    maxRedirects: 0,
  });
}

describe('finding 2: a body that is not a form', () => {
  it.each([
    ['/auth/login', 'visitor'],
    ['/auth/register', 'visitor'],
    ['/auth/forgot-password', 'visitor'],
    ['/admin/login', 'visitor'],
    ['/api/language', 'visitor'],
    ['/profile', 'user'],
    ['/shop/order-confirmation', 'user'],
    ['/admin/shop-orders', 'admin'],
  ] as const)('JSON to %s as a %s answers 415 with the message, and logs no failure', async (path, role) => {
    const logged = serverLog().length;
    const response = await postJson({ visitor, user, admin }[role].request, path);
    expect(response.status()).toBe(415);
    expect(await response.text()).toContain('What was sent is not in a form this address accepts.');
    expect(serverLog().slice(logged)).not.toContain('request failed');
  });

  it('sign-out with no body ends the session and clears the cookie', async () => {
    const { context, page } = await newPage(browser);
    await signInNewUser(page, { names: { first: 'Sami', last: 'Nasser' } });
    const response = await context.request.post('/auth/logout', {
      headers: { Origin: baseUrl() },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const cleared = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value;
    expect(cleared).toMatch(/^vivai_session=;.*Max-Age=0/);
    await page.goto('/home');
    await page.waitForURL('**/auth/login**');
    await context.close();
  });
});

describe('part 3: a method a page does not serve', () => {
  it.each([
    ['/vivai', 'GET, HEAD'],
    ['/auth/logout', 'POST'],
  ])('a PUT to %s answers 405 saying what is allowed', async (path, allow) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: 'PUT',
      headers: { Origin: baseUrl(), Cookie: 'i18n_redirected=ar' },
      body: new URLSearchParams({ a: 'b' }),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe(allow);
  });

  it('a POST to a page without an action is the Arabic 405 page with Allow', async () => {
    const response = await fetch(`${baseUrl()}/vivai`, {
      method: 'POST',
      headers: { Origin: baseUrl(), Cookie: 'i18n_redirected=ar' },
      body: new URLSearchParams({ a: 'b' }),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('هذا العنوان لا يقبل هذا النوع من الطلبات.');
  });
});

describe('finding 5: names of only invisible characters', () => {
  it('are refused in the browser with the message in Arabic, and the saved name stays', async () => {
    const { context, page } = await newPage(browser);
    await signInNewUser(page, { names: { first: 'Layla', last: 'Karim' } });
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseUrl() }]);
    await page.goto('/profile');
    await hydrated(page);
    const firstName = page.getByLabel('الاسم الأول');
    await firstName.fill('\u200b\u200c\u200d\u2060');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('هذا الحقل مطلوب.').waitFor();
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    await page.reload();
    expect(await page.getByLabel('الاسم الأول').inputValue()).toBe('Layla');
    await context.close();
  });
});

const meal = (
  JSON.parse(fs.readFileSync('app/catalogue/data/catalogue.json', 'utf8')) as { meals: Array<{ id: string }> }
).meals[0]!;

describe('finding 5, held up: keep it so', () => {
  it('20 parallel checkouts with one key make one order', async () => {
    const form = {
      address: 'Kordon Cd. 12, Alsancak, Izmir',
      mobile: '+905321234567',
      email: userEmail,
      submissionKey: randomUUID(),
      items: JSON.stringify([{ id: meal.id, quantity: 1 }]),
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        user.request.post('/shop/order-confirmation', {
          form,
          headers: { Origin: baseUrl() },
          maxRedirects: 0,
        }),
      ),
    );
    const locations = new Set(answers.map((answer) => `${answer.status()} ${answer.headers()['location']}`));
    expect(locations.size).toBe(1);
    expect([...locations][0]).toMatch(/^302 \/shop\/order-done\?order=\d+$/);
    const orders = await user.request.get('/shop/orders');
    expect((await orders.text()).match(/data-testid="order-status"/g)).toHaveLength(1);
  });

  it('sign-in rotates the session: a cookie planted before it is not the one after', async () => {
    const planted = 'A'.repeat(43);
    const response = await fetch(`${baseUrl()}/auth/login`, {
      method: 'POST',
      headers: { Origin: baseUrl(), Cookie: `vivai_session=${planted}` },
      body: new URLSearchParams({ email: userEmail, password: STRONG_PASSWORD }),
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('vivai_session='));
    expect(session).toMatch(/^vivai_session=[A-Za-z0-9_-]{20,};/);
    expect(session).not.toContain(planted);
  });

  it('markup in a name is shown as text and never runs', async () => {
    const { context, page } = await newPage(browser);
    await signInNewUser(page, { names: { first: 'Rana', last: 'Aziz' } });
    await page.goto('/profile');
    await hydrated(page);
    const markup = '<img src=x onerror="window.__xss=1">';
    await page.getByLabel('First name').fill(markup);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile was saved.').waitFor();
    await page.goto('/home');
    await page.getByText(`Hello, ${markup}`).waitFor();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await expect.poll(() => page.locator('img[src="x"]').count()).toBe(0);
    await context.close();
  });
});

describe('finding 5: /healthz', { tags: ['database-server'] }, () => {
  it('says unavailable while `profiles` cannot be read, and ok again once it can', async () => {
    await renameTable('profiles', 'profiles_away');
    try {
      const response = await fetch(`${baseUrl()}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await renameTable('profiles_away', 'profiles');
    }
    expect((await fetch(`${baseUrl()}/healthz`)).status).toBe(200);
  });
});
