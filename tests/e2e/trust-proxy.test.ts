import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseUrl } from './support/browser';
import { freePort, startServer, stopServer, tempDataDir, waitHealthy } from './support/process';

const account = { email: 'proxy.admin@vivai.test', password: 'Proxy-Admin-Pass-1' };

/** The session cookie a sign-in sets when a proxy in front says the visitor came over HTTPS. */
async function sessionCookieBehindTls(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' },
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('vivai_session=')) ?? '';
}

const dataDir = tempDataDir();
afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

describe('TRUST_PROXY', () => {
  it('by default, no forwarded header counts: the cookie follows the connection itself', async () => {
    const cookie = await sessionCookieBehindTls(baseUrl(), inject('adminEmail'), inject('adminPassword'));
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('set to the proxy’s address, its X-Forwarded-Proto makes the cookie Secure', async () => {
    const server = startServer({
      port: await freePort(),
      dataDir,
      env: { TRUST_PROXY: 'loopback', ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password },
    });
    try {
      await waitHealthy(server);
      const cookie = await sessionCookieBehindTls(server.base, account.email, account.password);
      expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      expect(await stopServer(server), server.output()).toEqual({ code: 0, signal: null });
    }
  });
});
