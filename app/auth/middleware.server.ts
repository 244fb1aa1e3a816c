import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { getDb } from '~/db/database.server';
import type { Actor, AdminActor, SessionUser } from './actor';
import { userContext } from './context';
import { clearCookie, readCookie, returnToCookie, sessionCookie } from './cookies.server';
import { findSession, SESSION_COOKIE } from './session.server';

type Middleware = MiddlewareFunction<Response>;

/** Reads the session cookie once per request; a forged or stale cookie is cleared. */
export const sessionMiddleware: Middleware = async ({ request, context }, next) => {
  const token = readCookie(request, SESSION_COOKIE);
  const lookup = token ? await findSession(getDb(), token) : null;
  context.set(userContext, lookup?.user ?? null);
  const response = await next();
  const setsSession = response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (token && !setsSession) {
    if (!lookup) response.headers.append('Set-Cookie', clearCookie(request, SESSION_COOKIE));
    else if (lookup.renewedUntil) {
      response.headers.append('Set-Cookie', sessionCookie(request, token, lookup.renewedUntil));
    }
  }
  return response;
};

/** Visitor-only pages send a signed-in user home. */
export const visitorOnlyMiddleware: Middleware = ({ context }) => {
  if (context.get(userContext)) throw redirect('/home');
};

function sendToLogin(request: Request, url: URL, loginPath: string): never {
  throw redirect(loginPath, {
    headers: { 'Set-Cookie': returnToCookie(request, url.pathname + url.search) },
  });
}

export const signedInMiddleware: Middleware = ({ request, context, url }) => {
  if (!context.get(userContext)) sendToLogin(request, url, '/auth/login');
};

/** Admin pages: a visitor goes to the admin login; a signed-in non-admin is told the page does not exist. */
export const adminMiddleware: Middleware = ({ request, context, url }) => {
  const user = context.get(userContext);
  if (!user) sendToLogin(request, url, '/admin/login');
  if (user.type !== 'admin') throw data(null, { status: 404 });
};

export const adminVisitorMiddleware: Middleware = ({ context }) => {
  if (context.get(userContext)?.type === 'admin') throw redirect('/admin');
};

type Context = Readonly<RouterContextProvider>;

/** The signed-in user; only called below the signed-in guard. */
export function requireUser(context: Context): SessionUser {
  const user = context.get(userContext);
  if (!user) throw redirect('/auth/login');
  return user;
}

export function requireActor(context: Context): Actor {
  const { id, type } = requireUser(context);
  return { id, type };
}

export function requireAdmin(context: Context): AdminActor {
  const { id, type } = requireUser(context);
  if (type !== 'admin') throw data(null, { status: 404 });
  return { id, type };
}
