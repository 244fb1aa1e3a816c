import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A server of its own, so that stopping and restarting it leaves the shared e2e server alone.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivai-restart-'));
const port = 3950 + Math.floor(Math.random() * 40);
const base = `http://127.0.0.1:${port}`;
const account = { email: 'restart.admin@vivai.test', password: 'Restart-Pass-1' };

function start(withAdmin: boolean): ChildProcess {
  return spawn(process.execPath, ['server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'auto',
      ADMIN_EMAIL: withAdmin ? account.email : '',
      ADMIN_PASSWORD: withAdmin ? account.password : '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function healthy(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server never became healthy');
}

async function stop(server: ChildProcess): Promise<number | null> {
  server.kill('SIGTERM');
  return new Promise((resolve) => server.once('exit', (code) => resolve(code)));
}

async function signIn(): Promise<number> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams(account),
    redirect: 'manual',
  });
  return response.status;
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('restart with the data kept', () => {
  it('seeds demo accounts once, stops cleanly on SIGTERM and keeps accounts across a restart', async () => {
    const first = start(true);
    let printed = '';
    first.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    await healthy(first);
    expect(printed).toContain('demo.user@vivai.local');
    expect(await signIn()).toBe(302);
    expect(await stop(first)).toBe(0);

    const second = start(false);
    let printedAgain = '';
    second.stdout?.on('data', (chunk: Buffer) => (printedAgain += chunk.toString()));
    await healthy(second);
    expect(printedAgain).not.toContain('demo.user@vivai.local');
    expect(await signIn()).toBe(302);
    expect(await stop(second)).toBe(0);
  });
});
