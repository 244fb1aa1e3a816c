import { data } from 'react-router';
import { z } from 'zod';
import { ACTION_FAILED_KEY, formAction } from '~/http/action.server';
import { isLocaleCode, languageCookie } from '~/i18n/locales';
import type { Route } from './+types/language';

const schema = z.object({ code: z.string().refine(isLocaleCode) });

/** Saves the chosen language (spec: cookie i18n_redirected, 365 days, path /, SameSite Lax). */
export const action = formAction(
  { fields: ['code'] },
  async (form, { request }: Route.ActionArgs) => {
    const parsed = schema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return data({ ok: false, error: 'common:errors.bad_request' }, { status: 400 });
    const cookie = languageCookie(parsed.data.code, new URL(request.url).protocol === 'https:');
    return data({ ok: true }, { headers: { 'Set-Cookie': cookie } });
  },
  () => ({ ok: false, error: ACTION_FAILED_KEY }),
);

export function loader() {
  throw data(null, { status: 404 });
}

/** A page module, so that a GET renders the real 404 page rather than an empty answer. */
export default function Language() {
  return null;
}
