import { startDatabase, stopDatabase, getDb } from './db/database.server';
import { isDatabaseHealthy } from './db/client.server';
import { getConfig } from './config.server';
import { logger } from './logger.server';
import { ensureAdminFromConfig } from './features/account/admin-bootstrap.server';
import { seedDemoAccounts } from './features/account/demo-seed.server';
import { startAccountMailSender } from './features/account/mail.server';
import { stopMailSender } from './mail/outbox.server';

/** Opens and migrates the database, creates the configured admin and, on a new embedded database, the demo accounts. */
export async function startApp(): Promise<{ freshDatabase: boolean }> {
  const database = await startDatabase();
  const config = getConfig();
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdminFromConfig(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
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
  startAccountMailSender(database.db);
  return { freshDatabase: database.fresh };
}

export async function stopApp(): Promise<void> {
  await stopMailSender();
  await stopDatabase();
}

export function checkHealth(): Promise<boolean> {
  return isDatabaseHealthy(getDb());
}

/** For `npm run create-admin`: opens the database, makes the admin, closes it again. */
export async function createAdmin(email: string, password: string): Promise<void> {
  const database = await startDatabase();
  try {
    await ensureAdminFromConfig(database.db, email, password);
  } finally {
    await stopDatabase();
  }
}
