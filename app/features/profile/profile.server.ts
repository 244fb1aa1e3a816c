import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import type { Actor } from '~/auth/actor';

export async function getOwnProfile(db: Database, actor: Actor) {
  const [row] = await db
    .select({
      firstName: profiles.first_name,
      lastName: profiles.last_name,
      email: profiles.email,
      type: profiles.type,
    })
    .from(profiles)
    .where(eq(profiles.id, actor.id));
  return row ?? null;
}

export async function updateOwnName(
  db: Database,
  actor: Actor,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await db
    .update(profiles)
    .set({ first_name: name.firstName, last_name: name.lastName, updated_at: new Date() })
    .where(eq(profiles.id, actor.id));
}
