import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { profiles, type profileStatuses } from '~/db/schema/accounts';
import type { AdminActor } from '~/auth/actor';
import { deleteUserSessions } from '~/auth/session.server';
import { recordAudit } from './audit.server';

export type ProfileStatus = (typeof profileStatuses)[number];

/**
 * Enables, disables or blocks a non-admin profile. A disabled or blocked profile cannot sign in
 * and its open sessions end at once. Returns false when there is no such non-admin profile.
 */
export async function setProfileStatus(
  db: Database,
  admin: AdminActor,
  userId: string,
  status: ProfileStatus,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ status: profiles.status })
      .from(profiles)
      .where(and(eq(profiles.id, userId), ne(profiles.type, 'admin')))
      .for('update');
    if (!previous) return false;
    // Saving the status it already has changes nothing, so the trail records nothing.
    if (previous.status === status) return true;
    await tx.update(profiles).set({ status, updated_at: new Date() }).where(eq(profiles.id, userId));
    if (status !== 'enable') await deleteUserSessions(tx, userId);
    await recordAudit(tx, admin, {
      action: 'profile.status',
      targetType: 'profile',
      targetId: userId,
      details: { from: previous.status, to: status },
    });
    return true;
  });
}
