import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Outlet } from 'react-router';
import { requireUser, signedInMiddleware } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { ownAttention } from '~/features/notifications/notifications.server';
import { zoneOf } from '~/features/time-zone/time-zone.server';
import { errorForLog, logger } from '~/logger.server';
import { AssistantButton } from '~/features/assistant/components/assistant-button';
import { CartBadge } from '~/features/shop/components/cart-badge';
import { Icon } from '~/ui/icon';
import { LanguageSwitcher } from '~/ui/language-switcher';
import { Logo } from '~/ui/logo';
import { PhoneMenu } from '~/ui/phone-menu';
import type { Route } from './+types/auth';
import { AppNavigation } from './app-navigation';

export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware];

/** The notifications badge: one round of queries on every signed-in page, so it stays small. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const { timeZone, chosen } = zoneOf(user);
  try {
    const actor = { id: user.id, type: user.type };
    const attention = await ownAttention(getDb(), actor, timeZone, Date.now(), context);
    return { attention, timeZoneChosen: chosen };
  } catch (error) {
    // The page itself still renders; only the badge is missing.
    logger.error(errorForLog(error), 'notification count failed');
    return { attention: null, timeZoneChosen: chosen };
  }
}

/** A sidebar on wide screens; on phones the same navigation opens from a menu button. */
export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const attention = loaderData?.attention ?? 0;
  useBrowserTimeZone(loaderData?.timeZoneChosen ?? true);
  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside className="hidden border-e print:hidden border-slate-200 bg-white px-3 py-4 lg:block">
        <div className="mb-6 px-3">
          <Logo to="/home" />
        </div>
        <AppNavigation attention={attention} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="relative flex print:hidden items-center gap-1 border-b border-slate-200 bg-white px-2 py-3 sm:gap-2 sm:px-4 lg:px-6">
          <PhoneMenu label={t('common:nav.menu')} attention={attention > 0}>
            <AppNavigation attention={attention} />
          </PhoneMenu>
          <div className="lg:hidden">
            <Logo to="/home" compact />
          </div>
          <div className="ms-auto flex items-center gap-1 sm:gap-3">
            <AssistantButton />
            <CartBadge />
            <LanguageSwitcher />
            <Form method="post" action="/auth/logout">
              <button
                type="submit"
                className="flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium hover:bg-gray-100 sm:px-3"
              >
                <Icon name="lock" className="size-4" />
                <span className="max-sm:sr-only">{t('common:nav.sign_out')}</span>
              </button>
            </Form>
          </div>
        </header>
        <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * While the user has no time zone, tells the server the browser's (decision 051), once per visit.
 * A plain request rather than a router fetcher: it must never revalidate or hold up the page the
 * user is using or the link they press next.
 */
function useBrowserTimeZone(known: boolean) {
  const told = useRef(false);
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (known || !zone || told.current) return;
    told.current = true;
    const body = new URLSearchParams({ timeZone: zone });
    // The route's data address answers the action alone (the page address would render its 404).
    // The answer is read to its end: an unread body leaves the request open in the browser.
    void fetch('/api/time-zone.data', { method: 'POST', body })
      .then((response) => response.text())
      .catch(() => undefined);
  }, [known]);
}
