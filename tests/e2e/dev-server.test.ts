import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, stopServer, tempDataDir, waitHealthy } from './support/process';

// `npm run dev` as package.json spells it: its variables, then the arguments it gives node.
function devScript(): { env: Record<string, string>; args: string[] } {
  const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  const words = (scripts.dev ?? '').split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=') as [string, string]));
  return { env, args: words.slice(node + 1) };
}

const dataDir = tempDataDir();
afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

describe('the development server', () => {
  it('serves pages', { timeout: 180_000 }, async () => {
    const { env, args } = devScript();
    expect(env.NODE_ENV).toBe('development');
    const server = startServer({ port: await freePort(), dataDir, env, args });
    try {
      await waitHealthy(server);
      const landing = await fetch(`${server.base}/`);
      expect(landing.status).toBe(200);
      expect(await landing.text()).toContain('href="/auth/login"');
      const login = await fetch(`${server.base}/auth/login`);
      expect(login.status).toBe(200);
      expect(await login.text()).toContain('name="password"');
    } finally {
      expect(await stopServer(server)).toEqual({ code: 0, signal: null });
    }
    expect(server.output()).not.toContain('Invalid `context` value');
  });
});
