import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from './process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
    /** The app's PostgreSQL database under E2E_DATABASE=postgres; empty on PGlite. */
    databaseUrl: string;
    /** The server's data directory, where the embedded database serves its wire socket. */
    dataDir: string;
    adminEmail: string;
    adminPassword: string;
  }
}

export const E2E_ADMIN = { email: 'e2e.admin@vivai.test', password: 'E2e-Admin-Pass-1' };

async function waitForHealth(url: string, server: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited early:\n${fs.readFileSync(log, 'utf8')}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy:\n${fs.readFileSync(log, 'utf8')}`);
}

/** With E2E_DATABASE=postgres: a new database on the TEST_DATABASE_URL server, dropped afterwards. */
async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (process.env.E2E_DATABASE !== 'postgres') return null;
  if (!base) throw new Error('E2E_DATABASE=postgres needs TEST_DATABASE_URL');
  const name = `vivai_e2e_${Date.now().toString(36)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Starts the built production server on a new database (embedded, or PostgreSQL) for the whole e2e run. */
export default async function setup(project: TestProject) {
  const postgres = await postgresDatabase();
  if (!fs.existsSync('build/server/index.js')) throw new Error('Run `npm run build` before the e2e tests');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivai-e2e-'));
  const log = path.join(dir, 'server.log');
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const out = fs.openSync(log, 'a');
  const server = spawn(process.execPath, ['server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      SEED_DEMO: 'never',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', out, out],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, log);
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', log);
  project.provide('databaseUrl', postgres?.url ?? '');
  project.provide('dataDir', dataDir);
  project.provide('adminEmail', E2E_ADMIN.email);
  project.provide('adminPassword', E2E_ADMIN.password);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
