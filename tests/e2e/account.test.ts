import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from './support/accounts';
import {
  launchBrowser,
  mailedLink,
  newPage,
  registerAndSignIn,
  signInWith,
  STRONG_PASSWORD,
  uniqueEmail,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('account journey', () => {
  it('registers, confirms by the mailed link, signs in, edits the profile and signs out', async () => {
    const { context, page } = await newPage(browser);
    await registerAndSignIn(page, { first: 'Maya', last: 'Sol' });
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Hello, Maya' }).waitFor();

    await page.getByRole('link', { name: 'Profile' }).first().click();
    await page.waitForURL('**/profile');
    await page.getByLabel('First name').fill('Mayra');
    await page.getByLabel('Last name').fill('Solano');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile was saved.').waitFor();
    await page.reload();
    expect(await page.getByLabel('First name').inputValue()).toBe('Mayra');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Solano');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/home');
    await page.waitForURL('**/auth/login');
    await context.close();
  });

  it('shows translated messages for bad input and keeps the visitor on the form', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(4);

    await page.getByLabel('First name').fill('A'.repeat(101));
    await page.getByLabel('Last name').fill('Sol');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('This is too long.').waitFor();
    await page.getByText('Enter a valid e-mail address.').waitFor();

    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('E-mail').fill(uniqueEmail());
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('This password is too weak:').waitFor();
    await page.getByText('add an upper-case letter').waitFor();
    await page.getByText('it is a very common password').waitFor();

    // After the server's refusal the same form, corrected, goes through.
    await page.getByLabel('Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await context.close();
  });

  it('refuses a duplicate e-mail, a wrong password and a reused confirm link', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail();
    await page.goto('/auth/register');
    for (let round = 0; round < 2; round++) {
      await page.goto('/auth/register');
      await page.getByLabel('First name').fill('Ali');
      await page.getByLabel('Last name').fill('Kaya');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(STRONG_PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      if (round === 0) await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    }
    await page.getByText('An account with this e-mail address already exists.').waitFor();

    const link = await mailedLink(email, '/auth/confirm');
    await page.goto(link);
    await page.waitForURL('**/auth/login');
    const reused = await page.goto(link);
    expect(reused?.status()).toBe(400);
    await page.getByText('This confirmation link was already used. You can sign in.').waitFor();

    await page.goto('/auth/login');
    await signInWith(page, email, 'Wrong-Pass-123');
    await page.getByText('The e-mail or password is wrong.').waitFor();
    await signInWith(page, uniqueEmail(), 'Wrong-Pass-123');
    await page.getByText('The e-mail or password is wrong.').waitFor();
    await context.close();
  });

  it('resets a forgotten password through the mailed link, once', async () => {
    const { context, page } = await newPage(browser);
    const { email } = await signInNewUser(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If an account uses that address').waitFor();
    const link = await mailedLink(email, '/auth/reset-password');

    await page.goto(link);
    await page.getByLabel('New password').fill('weak');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('This password is too weak:').waitFor();
    await page.getByLabel('New password').fill('Brand-New-Pass-7');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL('**/auth/login');
    await page.getByText('Your password was changed. Sign in with the new one.').waitFor();
    await signInWith(page, email, STRONG_PASSWORD);
    await page.getByText('The e-mail or password is wrong.').waitFor();
    await signInWith(page, email, 'Brand-New-Pass-7');
    await page.waitForURL('**/home');
    await context.close();

    const again = await newPage(browser);
    await again.page.goto(link);
    await again.page.getByLabel('New password').fill('Another-Pass-8');
    await again.page.getByRole('button', { name: 'Save the new password' }).click();
    await again.page.getByText('This link is not valid any more. Ask for a new one.').waitFor();
    await again.context.close();
  });
});
