import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminActor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { removeUserRecord } from './health-records.server';
import { recordAudit } from '~/features/admin/audit.server';
import { containsPattern } from '~/features/admin/like-pattern';
import { setProfileStatus } from '~/features/admin/profile-status.server';
import { ADMIN_USERS_PAGE_SIZE, type ManagedStatus, type ManagedType, type UserChange } from './admin-users';

export type AdminUserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  type: ManagedType;
  status: ManagedStatus;
  createdAt: string;
};

export type AdminUserList = { users: AdminUserRow[]; total: number; pageCount: number };

export type AdminUserSearch = { page: number; searchText?: string; type?: ManagedType | '' };

/** Spec section 7: first name like the text, or e-mail equal to it (e-mails are stored lower case, compared so). */
function searchCondition(searchText: string): SQL | undefined {
  const text = searchText.trim();
  if (!text) return undefined;
  return or(
    ilike(profiles.first_name, containsPattern(text)),
    sql`lower(${profiles.email}) = ${text.toLowerCase()}`,
  );
}

/** One page of non-admin profiles, newest first; admins are never listed. A page past the end is empty. */
export async function searchUsers(
  db: Database,
  _admin: AdminActor,
  input: AdminUserSearch,
): Promise<AdminUserList> {
  const page = Math.max(1, Math.floor(input.page));
  const where = and(
    ne(profiles.type, 'admin'),
    input.type ? eq(profiles.type, input.type) : undefined,
    searchCondition(input.searchText ?? ''),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        firstName: profiles.first_name,
        lastName: profiles.last_name,
        email: profiles.email,
        type: profiles.type,
        status: profiles.status,
        createdAt: profiles.created_at,
      })
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.created_at), desc(profiles.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    users: rows.map(({ createdAt, type, ...row }) => ({
      ...row,
      // The where clause leaves admins out.
      type: type as ManagedType,
      createdAt: createdAt.toISOString(),
    })),
    total,
    pageCount: Math.ceil(total / ADMIN_USERS_PAGE_SIZE),
  };
}

/**
 * Switches a non-admin profile between user and expert, audited in the same transaction. The
 * expert's public profile row stays as it is: the directory shows only profiles of type expert,
 * so a user keeps nothing visible, and an expert made again finds their profile as they left it.
 * Returns false when there is no such non-admin profile.
 */
export async function setProfileType(
  db: Database,
  admin: AdminActor,
  userId: string,
  type: ManagedType,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ type: profiles.type })
      .from(profiles)
      .where(and(eq(profiles.id, userId), ne(profiles.type, 'admin')))
      .for('update');
    if (!previous) return false;
    if (previous.type === type) return true;
    await tx.update(profiles).set({ type, updated_at: new Date() }).where(eq(profiles.id, userId));
    await recordAudit(tx, admin, {
      action: 'profile.type',
      targetType: 'profile',
      targetId: userId,
      details: { from: previous.type, to: type },
    });
    return true;
  });
}

/** Corrects a non-admin profile's name, audited with both names in the same transaction. */
export async function correctProfileName(
  db: Database,
  admin: AdminActor,
  userId: string,
  name: { firstName: string; lastName: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ firstName: profiles.first_name, lastName: profiles.last_name })
      .from(profiles)
      .where(and(eq(profiles.id, userId), ne(profiles.type, 'admin')))
      .for('update');
    if (!previous) return false;
    if (previous.firstName === name.firstName && previous.lastName === name.lastName) return true;
    await tx
      .update(profiles)
      .set({ first_name: name.firstName, last_name: name.lastName, updated_at: new Date() })
      .where(eq(profiles.id, userId));
    await recordAudit(tx, admin, {
      action: 'profile.name',
      targetType: 'profile',
      targetId: userId,
      details: { from: previous, to: name },
    });
    return true;
  });
}

/** Applies one admin change to a user; false when the user is not a non-admin profile. */
export function applyUserChange(db: Database, admin: AdminActor, change: UserChange): Promise<boolean> {
  switch (change.intent) {
    case 'type':
      return setProfileType(db, admin, change.userId, change.type);
    case 'status':
      return setProfileStatus(db, admin, change.userId, change.status);
    case 'name':
      return correctProfileName(db, admin, change.userId, {
        firstName: change.firstName,
        lastName: change.lastName,
      });
    case 'remove':
      return removeUserRecord(db, admin, change.userId, change.kind, change.recordId);
  }
}
