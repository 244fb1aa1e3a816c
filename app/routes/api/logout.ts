import { data, redirect } from 'react-router';
import { clearCookie, readCookie } from '~/auth/cookies.server';
import { deleteSession, SESSION_COOKIE } from '~/auth/session.server';
import { getDb } from '~/db/database.server';
import { readForm, requireMethod } from '~/http/body.server';
import { errorForLog, logger } from '~/logger.server';
import type { Route } from './+types/logout';

/** Sign-out ends the session and clears its cookie whatever the body (none, JSON, too large). */
export async function action({ request }: Route.ActionArgs) {
  requireMethod(request);
  const token = readCookie(request, SESSION_COOKIE);
  if (token) {
    await deleteSession(getDb(), token).catch((error: unknown) => {
      // The cookie still goes; the row expires on its own.
      logger.error(errorForLog(error), 'sign-out could not delete the session');
    });
  }
  const form = await readForm(request, { fields: ['redirectTo'] }).catch(() => new FormData());
  const to = form.get('redirectTo') === '/admin/login' ? '/admin/login' : '/';
  return redirect(to, { headers: { 'Set-Cookie': clearCookie(request, SESSION_COOKIE) } });
}

export function loader() {
  throw data(null, { status: 404 });
}

/** A page module, so that a GET renders the real 404 page rather than an empty answer. */
export default function SignOut() {
  return null;
}
