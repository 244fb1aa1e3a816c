import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedAccount } from './support/accounts';
import {
  baseUrl,
  launchBrowser,
  mailedLink,
  newPage,
  signInWith,
  STRONG_PASSWORD,
  uniqueEmail,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A form POST with the Host and X-Forwarded-Host headers an attacker chooses. */
function postWithForgedHost(pathname: string, form: Record<string, string>): Promise<number> {
  const target = new URL(pathname, baseUrl());
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      {
        method: 'POST',
        headers: {
          Host: 'evil.example',
          'X-Forwarded-Host': 'evil.example',
          'X-Forwarded-Proto': 'https',
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('mailed links', () => {
  it('point at the configured origin whatever Host or X-Forwarded-Host a request names', async () => {
    const { email } = await confirmedAccount();
    expect(await postWithForgedHost('/auth/forgot-password', { email })).toBe(200);
    const link = await mailedLink(email, '/auth/reset-password');
    expect(link.startsWith(`${baseUrl()}/auth/reset-password?token=`)).toBe(true);
  });

  it('send a new confirm link to an owner who signs in before confirming', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail();
    await page.goto('/auth/register');
    await page.getByLabel('First name').fill('Lale');
    await page.getByLabel('Last name').fill('Demir');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const first = await mailedLink(email, '/auth/confirm');

    await page.goto('/auth/login');
    await signInWith(page, email, STRONG_PASSWORD);
    await page.getByText('Please confirm your e-mail address first: we have sent you a new link.').waitFor();
    const second = await mailedLink(email, '/auth/confirm');
    expect(second).not.toBe(first);
    expect((await page.goto(first))?.status()).toBe(400);
    await page.goto(second);
    await page.waitForURL('**/auth/login');
    await signInWith(page, email, STRONG_PASSWORD);
    await page.waitForURL('**/home');
    await context.close();
  });

  it('need APP_ORIGIN: the production server refuses to start without it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivai-no-origin-'));
    const server = spawn(process.execPath, ['server.ts'], {
      env: { ...process.env, NODE_ENV: 'production', APP_ORIGIN: '', PORT: '0', DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => server.on('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
    expect(code).not.toBe(0);
    expect(output).toContain('APP_ORIGIN is required when NODE_ENV=production');
  });
});
