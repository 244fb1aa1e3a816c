import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated } from './support/accessibility-pages';
import { baseUrl, launchBrowser } from './support/browser';

// Helmet's default `Referrer-Policy: no-referrer` made Chromium send `Origin: null` on a form post,
// which left the Origin check to Sec-Fetch-Site alone; the page's policy now keeps the real Origin.
describe('the Origin of a form post', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('pages say strict-origin-when-cross-origin', async () => {
    const response = await fetch(`${baseUrl()}/auth/forgot-password`);
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    ['without JavaScript (a document post)', false],
    ['with JavaScript', true],
  ])('is the site’s own origin %s, and the form goes through', async (_name, javaScriptEnabled) => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/auth/forgot-password');
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel('E-mail').fill('someone@origin-check.example');
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.method() === 'POST'),
      page.getByRole('button', { name: 'Send the link' }).click(),
    ]);
    expect((await request.allHeaders()).origin).toBe(baseUrl());
    const response = await request.response();
    expect(response?.status()).toBe(200);
    await page
      .getByText('If an account uses that address, a link to reset the password is on its way.')
      .waitFor();
    await context.close();
  });
});
