import { data, redirect } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { isCalendarDate, parseRowId } from '~/http/fields';
import { trackerHref } from '~/features/food-tracker/schema';
import { deleteOwnFood } from '~/features/food-tracker/tracker.server';
import { formAction } from '~/http/action.server';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/delete-own-food';

/**
 * The tracker's confirmation dialog posts here (`?day=` the day shown); another user's food is a 404
 * and deletes nothing.
 */
export const action = formAction(
  { fields: [] },
  async (_form, { params, context, request }: Route.ActionArgs) => {
    const id = parseRowId(params.foodId);
    const name = id === null ? null : await deleteOwnFood(getDb(), requireActor(context), id);
    if (name === null) throw data(null, { status: 404 });
    const toast = toastCookie({ type: 'success', key: 'food-tracker:own.deleted', values: { name } });
    // Back to the day the tracker showed (the dialog's address carries it).
    const day = new URL(request.url).searchParams.get('day') ?? '';
    return redirect(trackerHref({ day: isCalendarDate(day) ? day : undefined }), {
      headers: { 'Set-Cookie': toast },
    });
  },
  () => null,
);

export function loader() {
  throw data(null, { status: 404 });
}

/** A page module, so that a GET renders the real 404 page. */
export default function DeleteOwnFood() {
  return null;
}
