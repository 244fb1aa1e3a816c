import { data } from 'react-router';
import { z } from 'zod';
import { lineOfText, NAME_MAX_LENGTH } from '~/features/account/schema';

/** Spec section 9: admin lists show 15 rows a page. */
export const ADMIN_USERS_PAGE_SIZE = 15;
export const ADMIN_USERS_SEARCH_MAX_LENGTH = 100;

/** The types an admin may give a profile (spec section 4); admin is never given or taken here. */
export const MANAGED_TYPES = ['user', 'expert'] as const;
export type ManagedType = (typeof MANAGED_TYPES)[number];

/** Written out rather than read from the table, so the browser bundle stays free of the schema. */
export const PROFILE_STATUSES = ['enable', 'disable', 'block'] as const;
export type ManagedStatus = (typeof PROFILE_STATUSES)[number];

/** A user's health records an admin may correct or remove (issue 10, part 7), as audit targets. */
export const HEALTH_RECORD_KINDS = ['event', 'medicine', 'blood_test'] as const;
export type HealthRecordKind = (typeof HEALTH_RECORD_KINDS)[number];

/** Each kind's segment in the admin's addresses: /admin/users/{userId}/{segment}/{recordId}. */
export const RECORD_SEGMENTS: Record<HealthRecordKind, string> = {
  event: 'events',
  medicine: 'medicines',
  blood_test: 'blood-tests',
};

export const userRecordHref = (userId: string, kind: HealthRecordKind, recordId: number) =>
  `/admin/users/${userId}/${RECORD_SEGMENTS[kind]}/${recordId}`;

export type AdminUsersQuery = { searchText: string; type: ManagedType | '' };

/** The list's address: page 1 is /admin/users, later pages /admin/users/page/N. */
export function adminUsersHref(page: number, query: AdminUsersQuery): string {
  const params = new URLSearchParams();
  const searchText = query.searchText.trim();
  if (searchText) params.set('searchText', searchText);
  if (query.type) params.set('type', query.type);
  const path = page > 1 ? `/admin/users/page/${page}` : '/admin/users';
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userNotFound = 'admin-users:errors.user_not_found';
const recordNotFound = 'admin-users:errors.record_not_found';

export function isUserId(value: string): boolean {
  return UUID.test(value);
}

const userId = z.string({ error: userNotFound }).regex(UUID, userNotFound);

const name = lineOfText(
  z
    .string({ error: 'admin-users:errors.name_required' })
    .trim()
    .min(1, 'admin-users:errors.name_required')
    .max(NAME_MAX_LENGTH, 'admin-users:errors.name_too_long'),
  'admin-users:errors.name_required',
);

/** Every change an admin makes to a user, told apart by `intent`; messages are i18n keys. */
export const userChangeSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('type'),
      userId,
      type: z.enum(MANAGED_TYPES, { error: 'admin-users:errors.type_not_allowed' }),
    }),
    z.object({
      intent: z.literal('status'),
      userId,
      status: z.enum(PROFILE_STATUSES, { error: 'admin-users:errors.status_not_allowed' }),
    }),
    z.object({ intent: z.literal('name'), userId, firstName: name, lastName: name }),
    z.object({
      intent: z.literal('remove'),
      userId,
      kind: z.enum(HEALTH_RECORD_KINDS, { error: recordNotFound }),
      recordId: z.coerce
        .number({ error: recordNotFound })
        .int(recordNotFound)
        .positive(recordNotFound)
        .max(Number.MAX_SAFE_INTEGER, recordNotFound),
    }),
  ],
  { error: 'admin-users:errors.unknown_change' },
);

export type UserChange = z.output<typeof userChangeSchema>;

export const USER_CHANGE_FIELDS = [
  'intent',
  'userId',
  'type',
  'status',
  'firstName',
  'lastName',
  'kind',
  'recordId',
] as const;

/** What an admin-users action answers; its toast, success or error, travels as a cookie. */
export type UserChangeResult = { ok: true } | { ok: false; error: string };

/** The user and record ids of a correct page's address; a malformed one is the 404 page. */
export function recordAddress(params: { userId?: string; recordId?: string }): {
  userId: string;
  recordId: number;
} {
  const { userId, recordId } = params;
  const id = Number(recordId);
  if (
    !userId ||
    !isUserId(userId) ||
    !recordId ||
    !/^\d{1,15}$/.test(recordId) ||
    id < 1 ||
    !Number.isSafeInteger(id)
  )
    throw data(null, { status: 404 });
  return { userId, recordId: id };
}
