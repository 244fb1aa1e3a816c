import type { profileTypes } from '~/db/schema/accounts';

export type ProfileType = (typeof profileTypes)[number];

/** Who is asking: every feature function takes this, never a user id from the request. */
export type Actor = { id: string; type: ProfileType };

export type SessionUser = Actor & {
  firstName: string;
  lastName: string;
  email: string;
  /** The IANA zone the user's days are counted in; null until the browser or the user names one. */
  timeZone: string | null;
};

export type AdminActor = Actor & { type: 'admin' };

export function isAdmin(actor: Actor): actor is AdminActor {
  return actor.type === 'admin';
}
