import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated } from './support/accessibility-pages';
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
    // The Arabic strings arrive without a reload, together with the direction.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('تسجيل الدخول');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('ar');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.reload();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await context.close();
  });

  it("applies a language chosen before the page's script has taken over", async () => {
    const { context, page } = await newPage(browser);
    // The page's scripts are held back, as on a slow phone, until the choice is made.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.getByLabel('Language').selectOption('ar');
    release();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('تسجيل الدخول');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ar');
    await context.close();
  });

  it('keeps the last language chosen when going back to a page where another was chosen', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth/login');
    await hydrated(page);
    await page.getByLabel('Language').selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.goto('/auth/register');
    await hydrated(page);
    await page.getByLabel('اللغة').selectOption('en');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    // The browser must not put "ar" back into the first page's select, which would choose it again.
    await page.goBack();
    await page.waitForURL('**/auth/login');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.getByLabel('Language').inputValue()).toBe('en');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
    await context.close();
  });

  it('ships only the shown language and hydrates in it without a flash or an error', async () => {
    const { context, page } = await newPage(browser, { locale: 'es-ES' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const strings: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/assets/')) strings.push(await response.text().catch(() => ''));
    });
    const response = await page.goto('/auth/login');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Iniciar sesión');
    // English, Turkish and Arabic sign-in titles are nowhere in the page or the scripts it loads.
    await page.waitForLoadState('networkidle');
    for (const other of ['Sign in', 'Giriş yap', 'تسجيل الدخول']) {
      expect(html).not.toContain(other);
      for (const text of strings) expect(text).not.toContain(other);
    }
    // The language's strings come as one cached script, not inside every page (decision 016).
    expect(html).not.toContain('En preparación');
    expect(strings.some((text) => text.includes('En preparación'))).toBe(true);
    // After hydration the page still reads in Spanish and the form answers in Spanish.
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Iniciar sesión');
    expect(errors).toEqual([]);
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
