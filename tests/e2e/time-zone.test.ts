import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInContext, signInNewUser } from './support/accounts';
import { baseUrl, launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the user's time zone", () => {
  it("is the browser's until the user chooses one, and then stays the chosen one", async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'en-US',
      timezoneId: 'Asia/Tehran',
    });
    const page = await context.newPage();
    // The layout tells the server once; the medicines page then schedules doses in that zone.
    const told = page.waitForResponse((response) => response.url().includes('/api/time-zone'));
    const { userId } = await signInNewUser(page);
    expect((await told).ok()).toBe(true);
    await page.goto('/manage-medicines');
    const zone = page.getByLabel('Your time zone');
    expect(await zone.inputValue()).toBe('Asia/Tehran');

    await zone.selectOption('Europe/Istanbul');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await page.getByText('Doses now follow the clock of Europe/Istanbul.').waitFor();
    await context.close();

    // Another browser in another zone does not move the zone the user chose.
    const elsewhere = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'en-US',
      timezoneId: 'America/Mexico_City',
    });
    const again = await elsewhere.newPage();
    await signInContext(elsewhere, userId);
    await again.goto('/home');
    await again.goto('/manage-medicines');
    expect(await again.getByLabel('Your time zone').inputValue()).toBe('Europe/Istanbul');
    await elsewhere.close();
  });
});
