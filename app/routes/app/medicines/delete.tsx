import { data, redirect } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { deleteOwnMedicine } from '~/features/medicines/medicines.server';
import { parseRowId } from '~/http/fields';
import { formAction } from '~/http/action.server';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/delete';

/** The confirmation dialog of /manage-medicines posts here; another user's id is a 404 and deletes nothing. */
export const action = formAction(
  { fields: [] },
  async (_form, { params, context }: Route.ActionArgs) => {
    const id = parseRowId(params.medicineId);
    if (id === null || !(await deleteOwnMedicine(getDb(), requireActor(context), id))) {
      throw data(null, { status: 404 });
    }
    const toast = toastCookie({ type: 'success', key: 'medicines:deleted' });
    return redirect('/manage-medicines', { headers: { 'Set-Cookie': toast } });
  },
  () => null,
);

export function loader() {
  throw data(null, { status: 404 });
}

/** A page module, so that a GET renders the real 404 page. */
export default function DeleteMedicine() {
  return null;
}
