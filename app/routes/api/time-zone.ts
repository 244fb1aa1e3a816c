import { data, redirect } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { timeZoneSchema } from '~/features/medicines/schema';
import { adoptBrowserTimeZone } from '~/features/time-zone/time-zone.server';
import { formAction } from '~/http/action.server';
import { errorForLog, logger } from '~/logger.server';
import type { Route } from './+types/time-zone';

/**
 * The browser says where it is, once per visit; it becomes the user's zone until they choose one.
 * The user did not ask for this write, so its failure is logged but never toasted: the next page
 * load tells the server again. The browser posts to the data address and does not follow the
 * redirect.
 */
export const action = formAction(
  { fields: ['timeZone'] },
  async (form, { context }: Route.ActionArgs) => {
    const parsed = timeZoneSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      return data({ ok: false, error: 'medicines:errors.invalid_time_zone' }, { status: 400 });
    try {
      await adoptBrowserTimeZone(getDb(), requireActor(context), parsed.data.timeZone);
    } catch (error) {
      logger.warn(errorForLog(error), 'browser time zone not stored');
      return data({ ok: false }, { status: 503 });
    }
    // A page post (no script) goes on to a page: the address itself renders only the 404 page.
    return redirect('/home');
  },
  () => ({ ok: false }),
);

export function loader() {
  throw data(null, { status: 404 });
}

/** A page module, so that a GET renders the real 404 page rather than an empty answer. */
export default function TimeZone() {
  return null;
}
