import { randomBytes } from 'node:crypto';
import type { Database } from '~/db/client.server';
import type { ProfileType } from '~/auth/actor';
import { upsertConfirmedAccount } from './create-account.server';

const demoAccounts: Array<{ type: ProfileType; email: string; firstName: string; lastName: string }> = [
  { type: 'user', email: 'demo.user@vivai.local', firstName: 'Deniz', lastName: 'Demo' },
  { type: 'expert', email: 'demo.expert@vivai.local', firstName: 'Elif', lastName: 'Expert' },
  { type: 'admin', email: 'demo.admin@vivai.local', firstName: 'Ada', lastName: 'Admin' },
];

/** A random password per account, strong enough for our own rules: Aa1 plus random letters. */
function demoPassword(): string {
  return `Demo-${randomBytes(9).toString('base64url')}-Aa1`;
}

export async function seedDemoAccounts(
  db: Database,
): Promise<Array<{ type: ProfileType; email: string; password: string }>> {
  const created = [];
  for (const account of demoAccounts) {
    const password = demoPassword();
    await upsertConfirmedAccount(db, { ...account, password });
    created.push({ type: account.type, email: account.email, password });
  }
  return created;
}
