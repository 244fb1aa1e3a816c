import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmedAccount, signInNewUser } from './support/accounts';
import { baseUrl, launchBrowser, newPage, signInWith, STRONG_PASSWORD } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('guards', () => {
  it('sends a visitor to sign in and back to the page they wanted', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/profile?from=guard');
    await page.waitForURL('**/auth/login');
    const { email } = await confirmedAccount();
    await signInWith(page, email, STRONG_PASSWORD);
    await page.waitForURL('**/profile?from=guard');
    await page.goto('/auth/login');
    await page.waitForURL('**/home');
    await page.goto('/');
    await page.waitForURL('**/home');
    await context.close();
  });

  it('never follows a return path to another site', async () => {
    const { context, page } = await newPage(browser);
    await context.addCookies([{ name: 'vivai_return_to', value: '//evil.example/steal', url: baseUrl() }]);
    const { email } = await confirmedAccount();
    await page.goto('/auth/login');
    await signInWith(page, email, STRONG_PASSWORD);
    await page.waitForURL('**/home');
    expect(new URL(page.url()).host).toBe(new URL(baseUrl()).host);
    await context.close();
  });

  it('keeps /admin for admins: visitors go to the admin login, users get a 404', async () => {
    const visitor = await newPage(browser);
    await visitor.page.goto('/admin');
    await visitor.page.waitForURL('**/admin/login');
    await visitor.context.close();

    const { context, page } = await newPage(browser);
    await signInNewUser(page);
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(404);
    await context.close();

    const admin = await newPage(browser);
    await admin.page.goto('/admin');
    await admin.page.waitForURL('**/admin/login');
    await signInWith(admin.page, inject('adminEmail'), inject('adminPassword'));
    await admin.page.waitForURL((url) => url.pathname === '/admin');
    await admin.page.waitForFunction(() => document.title === 'Dashboard - Manager Panel');
    await admin.page.getByRole('link', { name: 'Dashboard' }).waitFor();
    await admin.page.getByRole('button', { name: 'Sign out' }).click();
    await admin.page.waitForURL('**/admin/login');
    await admin.context.close();
  });

  it('treats a forged session cookie as a visitor and clears it', async () => {
    const response = await fetch(`${baseUrl()}/home`, {
      headers: { Cookie: 'vivai_session=forged-value-that-is-not-a-session' },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth/login');
    expect(response.headers.getSetCookie().some((c) => c.startsWith('vivai_session=;'))).toBe(true);
  });
});
