import { data, redirect } from 'react-router';
import { clearCookie, readCookie } from '~/auth/cookies.server';
import { deleteSession, SESSION_COOKIE } from '~/auth/session.server';
import { getDb } from '~/db/database.server';
import type { Route } from './+types/logout';

export async function action({ request }: Route.ActionArgs) {
  const token = readCookie(request, SESSION_COOKIE);
  if (token) await deleteSession(getDb(), token);
  const form = await request.formData();
  const to = form.get('redirectTo') === '/admin/login' ? '/admin/login' : '/';
  return redirect(to, { headers: { 'Set-Cookie': clearCookie(request, SESSION_COOKIE) } });
}

export function loader() {
  throw data(null, { status: 404 });
}
