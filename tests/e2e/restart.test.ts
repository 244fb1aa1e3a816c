import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, stopServer, tempDataDir, waitHealthy } from './support/process';

// A server of its own, so that stopping and restarting it leaves the shared e2e server alone.
const dataDir = tempDataDir();
const port = await freePort();
const account = { email: 'restart.admin@vivai.test', password: 'Restart-Pass-1' };

function start(withAdmin: boolean) {
  return startServer({
    port,
    dataDir,
    env: {
      SEED_DEMO: 'auto',
      ADMIN_EMAIL: withAdmin ? account.email : '',
      ADMIN_PASSWORD: withAdmin ? account.password : '',
    },
  });
}

async function signIn(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams(account),
    redirect: 'manual',
  });
  return response.status;
}

afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

describe('restart with the data kept', () => {
  it('seeds demo accounts once, stops cleanly on SIGTERM and keeps accounts across a restart', async () => {
    const first = start(true);
    await waitHealthy(first);
    expect(first.output()).toContain('demo.user@vivai.local');
    expect(await signIn()).toBe(302);
    expect(await stopServer(first)).toEqual({ code: 0, signal: null });
    expect(first.output()).toContain('The database is closed');

    const second = start(false);
    await waitHealthy(second);
    expect(second.output()).not.toContain('demo.user@vivai.local');
    expect(await signIn()).toBe(302);
    expect(await stopServer(second, 'SIGINT')).toEqual({ code: 0, signal: null });
    expect(second.output()).toContain('The database is closed');
  });
});
