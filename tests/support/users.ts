import { randomUUID } from 'node:crypto';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';

/** A fresh profile to act as, with an address nobody else has. */
export async function newUser(db: Database, firstName = 'Maya'): Promise<Actor & { email: string }> {
  const email = `${randomUUID()}@example.com`;
  const [row] = await db
    .insert(profiles)
    .values({ first_name: firstName, last_name: 'Sol', email })
    .returning({ id: profiles.id });
  if (!row) throw new Error('no profile');
  return { id: row.id, type: 'user', email };
}
