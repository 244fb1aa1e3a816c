import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { passwords, profiles } from '~/db/schema/accounts';
import type { ProfileType } from '~/auth/actor';
import { hashPassword } from '~/auth/password.server';

/** A confirmed account made by an operator (admin bootstrap, demo seed): no mail, no strength check. */
export async function upsertConfirmedAccount(
  db: Database,
  account: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    type: ProfileType;
    /** The password's hash when the caller started making it earlier; else it is made here. */
    passwordHash?: Promise<string>;
  },
): Promise<string> {
  const email = account.email.trim().toLowerCase();
  const hash = await (account.passwordHash ?? hashPassword(account.password));
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(sql`lower(${profiles.email})`, email));
    let id = existing?.id;
    if (id) {
      await tx
        .update(profiles)
        .set({ type: account.type, status: 'enable', email_confirmed_at: new Date(), updated_at: new Date() })
        .where(eq(profiles.id, id));
      await tx.update(passwords).set({ hash, updated_at: new Date() }).where(eq(passwords.user_id, id));
    } else {
      const [created] = await tx
        .insert(profiles)
        .values({
          email,
          first_name: account.firstName,
          last_name: account.lastName,
          type: account.type,
          email_confirmed_at: new Date(),
        })
        .returning({ id: profiles.id });
      if (!created) throw new Error('profile insert returned nothing');
      id = created.id;
      await tx.insert(passwords).values({ user_id: id, hash });
    }
    return id;
  });
}
