import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, NavLink, Outlet } from 'react-router';
import { signedInMiddleware } from '~/auth/middleware.server';
import { CartBadge } from '~/features/shop/components/cart-badge';
import { Icon } from '~/ui/icon';
import { LanguageSwitcher } from '~/ui/language-switcher';
import { Logo } from '~/ui/logo';
import type { Route } from './+types/auth';
import { appNavigation } from './navigation';

export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware];

export default function SignedInLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-gray-200 bg-white px-6 py-3">
        <Logo to="/home" />
        <nav aria-label={t('common:nav.main')} className="flex flex-wrap items-center gap-1">
          {appNavigation.map((item) => (
            <Fragment key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/shop'}
                className="flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
              >
                <Icon name={item.icon} className="size-4" />
                {t(item.labelKey)}
              </NavLink>
              {item.to === '/shop' ? <CartBadge /> : null}
            </Fragment>
          ))}
        </nav>
        <div className="flex items-center gap-3">
          <LanguageSwitcher />
          <Form method="post" action="/auth/logout">
            <button
              type="submit"
              className="flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium hover:bg-gray-100"
            >
              <Icon name="lock" className="size-4" />
              {t('common:nav.sign_out')}
            </button>
          </Form>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-6 py-8">
        <Outlet />
      </main>
    </div>
  );
}
