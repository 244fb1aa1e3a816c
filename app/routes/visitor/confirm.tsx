import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { confirmEmail } from '~/features/account/accounts.server';
import { getDb } from '~/db/database.server';
import { clientIpContext } from '~/request-context';
import { toastCookie } from '~/ui/toast.server';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/confirm';

export const handle: RouteHandle = { titleKey: 'auth:confirm.title' };

/** The callback of the confirmation mail's one-time link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const result = await confirmEmail(getDb(), token.slice(0, 100), context.get(clientIpContext));
  if (result.ok) {
    return redirect('/auth/login', {
      headers: { 'Set-Cookie': toastCookie({ type: 'success', key: 'auth:confirm.done' }) },
    });
  }
  return data({ reason: result.reason }, { status: 400 });
}

export default function Confirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto mt-16 max-w-md rounded-2xl bg-white p-8 shadow-sm">
      <h1 className="mb-4 text-2xl font-bold">{t('auth:confirm.title')}</h1>
      <p role="alert">{t(`auth:confirm.${loaderData.reason}`)}</p>
      <Link to="/auth/login" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('auth:login.title')}
      </Link>
    </main>
  );
}
