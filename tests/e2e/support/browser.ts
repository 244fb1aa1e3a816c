import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/**
 * Features Playwright turns off (playwright-core's chromiumSwitches.ts, less its Edge-only ones),
 * with the omnibox's two popup pages added. Chromium reads only the last --disable-features switch,
 * so the list passed here must repeat Playwright's. Chromium 156 makes both popups, each a WebUI page
 * in its own renderer, for every window, and headless Playwright opens a window for every context
 * and page; the tests never type into an address bar. Three journey files used 230 → 199
 * CPU-seconds, two runs each.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * Debian's Chromium with the suite's switches. Pages share at most four renderer processes instead
 * of starting one each: on two cores the accessibility gate's ten pages at a time ran a quarter
 * faster (docs/decisions/056).
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--renderer-process-limit=4',
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ...extraArgs,
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: { locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: options.locale ?? 'en-US' });
  const page = await context.newPage();
  return { context, page };
}

/** A unique address whose domain finds its mail in the server's log (the log masks the local part). */
export function uniqueEmail(): string {
  return `person@${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.example`;
}

/** The newest link the server mailed to an address, read from the log (the embedded mail default). */
export async function mailedLink(email: string, pathPrefix: string): Promise<string> {
  const domain = email.split('@')[1] ?? '';
  for (let attempt = 0; attempt < 50; attempt++) {
    const log = fs.readFileSync(inject('serverLog'), 'utf8');
    const blocks = log.split('--- mail to ').filter((block) => block.includes(`@${domain}:`));
    const last = blocks.at(-1);
    const match = last?.match(
      new RegExp(`https?://[^\\s]+${pathPrefix.replace('/', '\\/')}\\?token=[A-Za-z0-9_-]+`),
    );
    if (match) return match[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail with ${pathPrefix} for ${domain}`);
}

export const STRONG_PASSWORD = 'Healthy-Day-2026';

/** Registers through the form, follows the mailed confirm link and signs in. */
export async function registerAndSignIn(page: Page, names = { first: 'Maya', last: 'Sol' }): Promise<string> {
  const email = uniqueEmail();
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(names.first);
  await page.getByLabel('Last name').fill(names.last);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  await page.goto(await mailedLink(email, '/auth/confirm'));
  await page.waitForURL('**/auth/login');
  await signInWith(page, email, STRONG_PASSWORD);
  return email;
}

export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
}
