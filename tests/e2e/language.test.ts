import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('languages', () => {
  it('switching to Arabic lays the page out right to left and is remembered', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth/login');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await page.getByLabel('Language').selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('ar');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.reload();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await context.close();
  });

  it('follows the browser language when no cookie is saved', async () => {
    const { context, page } = await newPage(browser, { locale: 'tr-TR' });
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
    await page.waitForFunction(() => document.cookie.includes('i18n_redirected=tr'));
    await context.close();
  });

  it('answers the detection call with en, tr, es or ar only', async () => {
    const detect = async (language: string) =>
      (await (
        await fetch(`${baseUrl()}/api/languages/detect`, { headers: { 'Accept-Language': language } })
      ).json()) as {
        code: string;
      };
    expect(await detect('es-ES,es;q=0.9')).toEqual({ code: 'es' });
    expect(await detect('ar-SA')).toEqual({ code: 'ar' });
    expect(await detect('fa-IR')).toEqual({ code: 'en' });
    expect(await detect('de-DE')).toEqual({ code: 'en' });
  });
});
