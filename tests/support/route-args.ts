import { RouterContextProvider } from 'react-router';
import type { Actor } from '~/auth/actor';
import { userContext } from '~/auth/context';

/**
 * What React Router hands a loader or action for `request`, with `actor` signed in (as the auth
 * middleware would have set it). Typed loosely: each route's own Args type accepts it.
 */
export function signedInArgs(actor: Actor, request: Request, params: Record<string, string> = {}): never {
  const context = new RouterContextProvider();
  context.set(userContext, { ...actor, firstName: 'M', lastName: 'S', email: 'm@x.test', timeZone: null });
  const url = new URL(request.url);
  return { request, url, params, context, pattern: url.pathname } as never;
}
