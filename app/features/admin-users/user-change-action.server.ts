import { data, type RouterContextProvider } from 'react-router';
import { requireAdmin } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { formAction } from '~/http/action.server';
import { toastCookie } from '~/ui/toast.server';
import { USER_CHANGE_FIELDS, userChangeSchema, type UserChange, type UserChangeResult } from './admin-users';
import { applyUserChange } from './admin-users.server';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

function refuse(error: string, status: number) {
  const toast = toastCookie({ type: 'error', key: error });
  return data<UserChangeResult>({ ok: false, error }, { status, headers: { 'Set-Cookie': toast } });
}

function successToast(change: UserChange): string {
  switch (change.intent) {
    case 'type':
      return toastCookie({ type: 'success', key: 'admin-users:changed.type', values: { type: change.type } });
    case 'status':
      return toastCookie({
        type: 'success',
        key: 'admin-users:changed.status',
        values: { status: change.status },
      });
    case 'name':
      return toastCookie({ type: 'success', key: 'admin-users:changed.name' });
    case 'remove':
      return toastCookie({ type: 'success', key: 'admin-users:changed.removed' });
  }
}

/**
 * The action of the users list and of a user's details page: change type, change status or
 * correct the name. The admin guard of the layout answers 404 to anyone else before this runs.
 */
export const userChangeAction = formAction(
  { fields: USER_CHANGE_FIELDS },
  async (form, { context }: Args) => {
    const admin = requireAdmin(context);
    const parsed = userChangeSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      return refuse(parsed.error.issues[0]?.message ?? 'admin-users:errors.unknown_change', 400);
    const changed = await applyUserChange(getDb(), admin, parsed.data);
    if (!changed) {
      const missing = parsed.data.intent === 'remove' ? 'record_not_found' : 'user_not_found';
      return refuse(`admin-users:errors.${missing}`, 404);
    }
    return data<UserChangeResult>({ ok: true }, { headers: { 'Set-Cookie': successToast(parsed.data) } });
  },
  (): UserChangeResult => ({ ok: false, error: 'admin-users:errors.save_failed' }),
);
