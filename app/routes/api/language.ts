import { data } from 'react-router';
import { z } from 'zod';
import { isLocaleCode, languageCookie } from '~/i18n/locales';
import type { Route } from './+types/language';

const schema = z.object({ code: z.string().refine(isLocaleCode) });

/** Saves the chosen language (spec: cookie i18n_redirected, 365 days, path /, SameSite Lax). */
export async function action({ request }: Route.ActionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false }, { status: 400 });
  const cookie = languageCookie(parsed.data.code, new URL(request.url).protocol === 'https:');
  return data({ ok: true }, { headers: { 'Set-Cookie': cookie } });
}

export function loader() {
  throw data(null, { status: 404 });
}
