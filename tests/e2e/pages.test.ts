import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('pages, errors and headers', () => {
  it('renders "Page Not Found" and the path with status 404', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/no/such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found /no/such-page' }).waitFor();
    const unknownSlug = await page.goto('/page/not-a-page');
    expect(unknownSlug?.status()).toBe(404);
    await context.close();
  });

  it('serves the landing, start and content pages to visitors', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL('**/vivai');
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    await page.goto('/page/terms-of-service');
    await page.getByRole('heading', { name: 'Terms of service' }).waitFor();
    await context.close();
  });

  it('sends security headers with a script nonce and answers /healthz', async () => {
    const response = await fetch(`${baseUrl()}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toMatch(/<script(?![^>]*nonce=)[^>]*>[^<]/);
    const health = await fetch(`${baseUrl()}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
