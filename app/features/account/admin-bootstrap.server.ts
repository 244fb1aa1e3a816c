import type { Database } from '~/db/client.server';
import { weakPasswordReasons } from '~/auth/password-strength';
import { upsertConfirmedAccount } from './create-account.server';

/** The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD or `npm run create-admin`. */
export async function ensureAdminFromConfig(
  db: Database,
  email: string,
  password: string,
  passwordHash?: Promise<string>,
): Promise<string> {
  const reasons = weakPasswordReasons(password, email);
  if (reasons.length > 0) {
    throw new Error(`The admin password is too weak: ${reasons.join(', ')}`);
  }
  return upsertConfirmedAccount(db, {
    email,
    password,
    passwordHash,
    firstName: 'Admin',
    lastName: 'Vivai',
    type: 'admin',
  });
}
