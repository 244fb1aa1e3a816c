import { useTranslation } from 'react-i18next';
import { Form, NavLink, Outlet } from 'react-router';
import { adminMiddleware } from '~/auth/middleware.server';
import { Icon } from '~/ui/icon';
import { LanguageSwitcher } from '~/ui/language-switcher';
import { Logo } from '~/ui/logo';
import { PhoneMenu } from '~/ui/phone-menu';
import { useRootData } from '~/root';
import type { Route } from './+types/admin-auth';
import { adminMenu } from './admin-navigation';

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

/** A sidebar on wide screens; on phones the same menu opens from a button, as in the app's shell. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const isAdmin = useRootData()?.user?.type === 'admin';
  return (
    <div className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside className="hidden border-e border-slate-200 bg-white p-4 lg:block">
        <Logo to="/admin" />
        <p className="mt-1 mb-6 text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t('admin:panel_label')}
        </p>
        {isAdmin ? <AdminNavigation /> : null}
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="relative flex items-center gap-1 border-b border-slate-200 bg-white px-2 py-3 sm:gap-3 sm:px-4 lg:px-6">
          {isAdmin ? (
            <PhoneMenu label={t('common:nav.menu')}>
              <AdminNavigation />
            </PhoneMenu>
          ) : null}
          <div className="flex min-w-0 items-baseline gap-2 lg:hidden">
            <Logo to="/admin" />
            <span className="truncate text-xs font-medium tracking-wide text-slate-500 uppercase max-sm:sr-only">
              {t('admin:panel_label')}
            </span>
          </div>
          <div className="ms-auto flex items-center gap-1 sm:gap-3">
            <LanguageSwitcher />
            <Form method="post" action="/auth/logout" reloadDocument>
              <input type="hidden" name="redirectTo" value="/admin/login" />
              <button
                type="submit"
                className="rounded-md p-2 hover:bg-slate-100"
                aria-label={t('common:nav.sign_out')}
                title={t('common:nav.sign_out')}
              >
                <Icon name="lock" className="size-5" />
              </button>
            </Form>
          </div>
        </header>
        <main className="flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function AdminNavigation() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin:menu.label')} className="flex flex-col gap-1">
      {adminMenu.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end}
          className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
        >
          <Icon name={item.icon} className="size-4" />
          {t(item.titleKey)}
        </NavLink>
      ))}
    </nav>
  );
}
