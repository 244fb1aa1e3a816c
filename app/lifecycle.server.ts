import { startDatabase, stopDatabase, getDb } from './db/database.server';
import { isDatabaseHealthy } from './db/client.server';
import { getConfig } from './config.server';
import { logger } from './logger.server';
import { ensureAdminFromConfig } from './features/account/admin-bootstrap.server';
import { hashPassword } from './auth/password.server';
import { seedDemoAccounts } from './features/account/demo-seed.server';
import { startAccountMailSender } from './features/account/mail.server';
import { stopMailSender } from './mail/outbox.server';
import { DataDirInUseError } from './db/data-dir-lock.server';
import { listenForControl, sendControl } from './db/control-socket.server';

let stopControl: (() => Promise<void>) | undefined;
import { planJobDeps } from './features/plans/deps.server';
import { startPlanWorker, stopPlanWorker } from './features/plans/worker.server';

/** Opens and migrates the database, creates the configured admin and, on a new embedded database, the demo accounts. */
export async function startApp(): Promise<{ freshDatabase: boolean }> {
  const config = getConfig();
  const { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword } = config;
  // The admin's password is hashed (a quarter of a second) while the database opens, not after.
  const adminHash = adminEmail && adminPassword ? hashPassword(adminPassword) : undefined;
  const database = await startDatabase();
  if (adminEmail && adminPassword) {
    await ensureAdminFromConfig(database.db, adminEmail, adminPassword, adminHash);
  }
  if (database.kind === 'pglite' && database.fresh && config.SEED_DEMO === 'auto') {
    const accounts = await seedDemoAccounts(database.db);
    // Printed once, to the console of whoever started the server, never to the structured log.
    console.log('\nDemo accounts on this new embedded database (shown once):');
    for (const account of accounts)
      console.log(`  ${account.type.padEnd(6)} ${account.email}  ${account.password}`);
    console.log('');
  }
  logger.info({ database: database.kind, fresh: database.fresh }, 'database ready');
  if (database.kind === 'pglite') {
    stopControl = await listenForControl(config.dataDir, async (request) => {
      await ensureAdminFromConfig(getDb(), request.email, request.password);
      logger.info('an admin account was created or promoted through the control socket');
    });
  }
  startAccountMailSender(database.db);
  startPlanWorker(database.db, planJobDeps);
  return { freshDatabase: database.fresh };
}

export async function stopApp(): Promise<void> {
  await stopControl?.();
  stopControl = undefined;
  await stopMailSender();
  await stopPlanWorker();
  await stopDatabase();
}

export function checkHealth(): Promise<boolean> {
  return isDatabaseHealthy(getDb());
}

/**
 * For `npm run create-admin`: opens the database, makes the admin, closes it again. While a server
 * has the embedded database open, that server makes the admin instead.
 */
export async function createAdmin(email: string, password: string): Promise<'here' | 'running server'> {
  const database = await startDatabase().catch((error: unknown) => {
    if (error instanceof DataDirInUseError) return null;
    throw error;
  });
  if (!database) {
    const reply = await sendControl(getConfig().dataDir, { command: 'create-admin', email, password });
    if (!reply.ok) throw new Error(reply.error);
    return 'running server';
  }
  try {
    await ensureAdminFromConfig(database.db, email, password);
    return 'here';
  } finally {
    await stopDatabase();
  }
}
