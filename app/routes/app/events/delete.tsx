import { data, redirect } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { deleteOwnEvent } from '~/features/events/events.server';
import { parseRowId } from '~/http/fields';
import { formAction } from '~/http/action.server';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/delete';

/** The confirmation dialog of /home posts here; another user's id is a 404 and deletes nothing. */
export const action = formAction(
  { fields: [] },
  async (_form, { params, context }: Route.ActionArgs) => {
    const id = parseRowId(params.eventId);
    if (id === null || !(await deleteOwnEvent(getDb(), requireActor(context), id))) {
      throw data(null, { status: 404 });
    }
    const toast = toastCookie({ type: 'success', key: 'events:deleted' });
    return redirect('/home?page=1', { headers: { 'Set-Cookie': toast } });
  },
  () => null,
);

export function loader() {
  throw data(null, { status: 404 });
}

/** A page module, so that a GET renders the real 404 page. */
export default function DeleteEvent() {
  return null;
}
