import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { visitorOnlyMiddleware } from '~/auth/middleware.server';
import { LanguageSwitcher } from '~/ui/language-switcher';
import { Logo } from '~/ui/logo';
import type { Route } from './+types/noauth';

export const middleware: Route.MiddlewareFunction[] = [visitorOnlyMiddleware];

export default function VisitorLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center justify-between gap-4 px-6 py-4">
        <Logo to="/" />
        <div className="flex items-center gap-4">
          <Link to="/auth/login" className="text-sm font-medium text-brand-700">
            {t('common:nav.sign_in')}
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main className="flex-1 px-6 pb-12">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="flex flex-wrap gap-4 px-6 py-6 text-sm text-gray-600">
      <Link to="/page/privacy-policy">{t('common:nav.privacy_policy')}</Link>
      <Link to="/page/terms-of-service">{t('common:nav.terms_of_service')}</Link>
    </footer>
  );
}
