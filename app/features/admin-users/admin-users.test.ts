import { describe, expect, it } from 'vitest';
import { adminUsersHref, userChangeSchema } from './admin-users';

const userId = '4f1c2b9e-8d7a-4c3b-9a2e-1f0d3c5b7a69';

function firstError(input: Record<string, unknown>): string | undefined {
  const parsed = userChangeSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('an admin change of a user', () => {
  it('reads a type, a status or a name change', () => {
    expect(userChangeSchema.parse({ intent: 'type', userId, type: 'expert' })).toEqual({
      intent: 'type',
      userId,
      type: 'expert',
    });
    expect(
      userChangeSchema.parse({ intent: 'name', userId, firstName: ' Ada ', lastName: 'Lovelace' }),
    ).toEqual({ intent: 'name', userId, firstName: 'Ada', lastName: 'Lovelace' });
  });

  it.each([
    [{ intent: 'type', userId, type: 'admin' }, 'admin-users:errors.type_not_allowed'],
    [{ intent: 'type', userId }, 'admin-users:errors.type_not_allowed'],
    [{ intent: 'status', userId, status: 'deleted' }, 'admin-users:errors.status_not_allowed'],
    [{ intent: 'status', userId: 'nope', status: 'block' }, 'admin-users:errors.user_not_found'],
    [{ intent: 'name', userId, firstName: '  ', lastName: 'X' }, 'admin-users:errors.name_required'],
    [
      { intent: 'name', userId, firstName: 'x'.repeat(101), lastName: 'X' },
      'admin-users:errors.name_too_long',
    ],
    [{ intent: 'delete', userId }, 'admin-users:errors.unknown_change'],
    [{}, 'admin-users:errors.unknown_change'],
  ])('refuses %o', (input, message) => {
    expect(firstError(input)).toBe(message);
  });
});

describe('the users list address', () => {
  it('keeps the search and the type, and puts later pages in the path', () => {
    expect(adminUsersHref(1, { searchText: '', type: '' })).toBe('/admin/users');
    expect(adminUsersHref(2, { searchText: ' ada ', type: 'expert' })).toBe(
      '/admin/users/page/2?searchText=ada&type=expert',
    );
  });
});
