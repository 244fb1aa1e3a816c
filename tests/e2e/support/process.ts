import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** A server process of a test's own, with everything it printed. */
export type ServerProcess = {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<Exit>;
};

/**
 * A port nothing listens on: one the system hands out as free, let go again for the server to take.
 * A random pick from a fixed range once landed on a service of the machine's own (NATS on 4222).
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function tempDataDir(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vivai-process-')), 'data');
}

/**
 * Runs the project's Node (vitest runs on it, as npm puts it first on the PATH) with `args`:
 * by default the built production server.
 */
export function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  args?: string[];
}): ServerProcess {
  const child = spawn(process.execPath, options.args ?? ['server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      APP_ORIGIN: `http://127.0.0.1:${options.port}`,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'never',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, base: `http://127.0.0.1:${options.port}`, output: () => printed, exited };
}

/**
 * Waits until this server, not another process that happens to hold the port, says it listens
 * and answers /healthz.
 */
export async function waitHealthy(server: ServerProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.child.exitCode !== null) throw new Error(`The server exited:\n${server.output()}`);
    try {
      if (server.output().includes('is listening on') && (await fetch(`${server.base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server never became healthy:\n${server.output()}`);
}

/** Sends the signal and waits for the exit; a server still running after 40 s fails with its output. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
  server.child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      reject(new Error(`The server did not exit 40 s after ${signal}:\n${server.output()}`));
    }, 40_000);
  });
  try {
    return await Promise.race([server.exited, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every file under `dir` with its size and modification time, to show that nothing was written. */
export function listing(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const stat = fs.lstatSync(path.join(dir, name));
    entries[name] = `${stat.size} ${stat.mtimeMs}`;
  }
  return entries;
}
