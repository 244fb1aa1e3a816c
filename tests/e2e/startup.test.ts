import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, listing, startServer, stopServer, tempDataDir, waitHealthy } from './support/process';

// Servers of their own: each start-up failure says what happened, exits non-zero and leaves the
// data directory as it found it.
const dirs: string[] = [];
function dataDir(): string {
  const dir = tempDataDir();
  dirs.push(path.dirname(dir));
  return dir;
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('start-up that says what happened', () => {
  it('refuses a port that is already in use, before it touches the data directory', async () => {
    const port = await freePort();
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(port, '127.0.0.1', resolve));
    try {
      const dir = dataDir();
      const server = startServer({ port, dataDir: dir });
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(server.output()).not.toContain('is listening');
      expect(fs.existsSync(dir)).toBe(false);
    } finally {
      busy.close();
    }
  });

  it('refuses a data directory that another server has open; that server serves on', async () => {
    const dir = dataDir();
    const first = startServer({ port: await freePort(), dataDir: dir });
    await waitHealthy(first);
    const second = startServer({ port: await freePort(), dataDir: dir });
    expect(await second.exited).toEqual({ code: 1, signal: null });
    expect(second.output()).toContain(
      `The data directory ${dir} is in use by another Vivai server (process ${first.child.pid})`,
    );
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
    expect(await stopServer(first)).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dir, 'vivai.lock'))).toBe(false);

    // Held by a live process (this test), the directory is not written at all by the refused server.
    fs.writeFileSync(path.join(dir, 'vivai.lock'), String(process.pid));
    const before = listing(dir);
    const third = startServer({ port: await freePort(), dataDir: dir });
    expect(await third.exited).toEqual({ code: 1, signal: null });
    expect(listing(dir)).toEqual(before);
  });

  it('takes over the lock of a server that died', async () => {
    const dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dir, 'vivai.lock'), dead.stdout.trim());
    const server = startServer({ port: await freePort(), dataDir: dir });
    await waitHealthy(server);
    expect(fs.readFileSync(path.join(dir, 'vivai.lock'), 'utf8')).toBe(String(server.child.pid));
    expect(await stopServer(server, 'SIGINT')).toEqual({ code: 0, signal: null });
  });

  it('ends with a clear message when the database does not open, and writes nothing', async () => {
    const dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
    // A data directory of a PostgreSQL version this PGlite cannot read.
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '9\n');
    const before = listing(dir);
    const server = startServer({ port: await freePort(), dataDir: dir });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain(
      `Vivai did not start: The embedded database in ${dir} could not be opened`,
    );
    expect(server.output()).not.toContain('is listening');
    expect(listing(dir)).toEqual(before);
  });
});

describe('shutdown', () => {
  it('closes the database after a bounded wait even when a client never finishes its request', async () => {
    const server = startServer({ port: await freePort(), dataDir: dataDir() });
    await waitHealthy(server);
    const slow = net.connect(Number(new URL(server.base).port), '127.0.0.1');
    await new Promise<void>((resolve) => slow.once('connect', resolve));
    slow.on('error', () => undefined);
    // A form post that announces 100 bytes and sends 3.
    slow.write(
      'POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Content-Length: 100\r\n\r\nab=',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stopServer(server)).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('Requests still open after 5 s: closing their connections');
    expect(server.output()).toContain('The database is closed');
    slow.destroy();
  });
});

describe('npm start', () => {
  it('exits non-zero when the server it runs is killed by a signal', async () => {
    const start = startServer({ port: await freePort(), dataDir: dataDir(), args: ['scripts/start.ts'] });
    await waitHealthy(start);
    const children = fs.readFileSync(`/proc/${start.child.pid}/task/${start.child.pid}/children`, 'utf8');
    const serverPid = Number(children.trim().split(' ')[0]);
    process.kill(serverPid, 'SIGKILL');
    expect(await start.exited).toEqual({ code: 137, signal: null });
    expect(start.output()).toContain('The server was killed by SIGKILL');
  });
});

describe('npm run create-admin', () => {
  const createAdmin = (dir: string, email: string, password: string) =>
    spawnSync(process.execPath, ['scripts/create-admin.ts', email, password], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    });

  async function adminSignIn(base: string, email: string, password: string): Promise<string | null> {
    const response = await fetch(`${base}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
      body: new URLSearchParams({ email, password }),
    });
    return response.headers.get('location');
  }

  it('asks the running server to make the admin, who can then sign in', async () => {
    const dir = dataDir();
    const server = startServer({ port: await freePort(), dataDir: dir });
    await waitHealthy(server);
    expect(fs.statSync(path.join(dir, 'control.sock')).mode & 0o777).toBe(0o600);

    const weak = createAdmin(dir, 'ops@vivai.test', 'short');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('The admin password is too weak');
    expect(await adminSignIn(server.base, 'ops@vivai.test', 'short')).toBeNull();

    const made = createAdmin(dir, 'ops@vivai.test', 'Strong-Admin-Pass-9');
    expect(made.stdout).toContain('The running server made the admin account.');
    expect(made.status).toBe(0);
    expect(await adminSignIn(server.base, 'ops@vivai.test', 'Strong-Admin-Pass-9')).toBe('/admin');

    expect(await stopServer(server)).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dir, 'control.sock'))).toBe(false);
    // With no server running, the script opens the data directory itself.
    const alone = createAdmin(dir, 'second@vivai.test', 'Strong-Admin-Pass-9');
    expect(alone.stdout).toContain('The admin account is ready.');
    expect(alone.status).toBe(0);
  });
});
