// What the benchmark scripts share: the production build and a production server on loopback.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/** `npm run build`: the client, the server bundle and the ready data directory, as `npm start` uses them. */
export function buildApp(cwd = '.'): void {
  const build = spawnSync('npm', ['run', 'build'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('build failed');
}

type BenchServer = {
  port: number;
  admin: { email: string; password: string };
  env: Record<string, string>;
  cwd?: string;
};

/** The production server on 127.0.0.1, with an admin account and no demo accounts. */
export function startBenchServer({ port, admin, env, cwd = '.' }: BenchServer): ChildProcess {
  return spawn(process.execPath, ['server.ts'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
