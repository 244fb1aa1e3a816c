import { SESSION_COOKIE } from '~/auth/session.server';
import type { Database } from '~/db/client.server';
import { SITE } from './hostile';

type Handler = (request: Request) => Promise<Response>;

/** The real database, except that every write throws `fault()`: sessions still read, saves fail. */
export function failingWrites(db: Database, fault: () => Error): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (['insert', 'update', 'delete', 'transaction'].includes(String(property))) {
        return () => {
          throw fault();
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** A same-site form post to the in-process app, signed in when a session token is given. */
export function postForm(app: Handler, path: string, fields: Record<string, string>, token: string | null) {
  const headers = new Headers({ Origin: SITE });
  if (token) headers.set('Cookie', `${SESSION_COOKIE}=${token}`);
  return app(new Request(`${SITE}${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) }));
}

/** The toast a response sets for the next page, or null. */
export function toastOf(response: Response): unknown {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('vivai_toast='));
  if (!cookie) return null;
  const value = cookie.slice('vivai_toast='.length).split(';')[0]!;
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}
