import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import type { RouteHandle } from '~/ui/route-handle';

export const handle: RouteHandle = { titleKey: 'activity:title' };

const TABS = [
  { to: '/activity/exercise-tracker', labelKey: 'tabs.exercise' },
  { to: '/activity/meditation-tracker', labelKey: 'tabs.meditation' },
] as const;

/** The two trackers under one heading, with tabs between them. */
export default function ActivityLayout() {
  const { t } = useTranslation('activity');
  return (
    <section className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-gray-700">{t('lead')}</p>
      </header>
      <nav aria-label={t('tabs.label')}>
        <ul className="flex gap-2 border-b border-gray-200">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  `-mb-px inline-block border-b-2 px-4 py-2 font-semibold ${
                    isActive
                      ? 'border-brand-700 text-brand-700'
                      : 'border-transparent text-gray-700 hover:text-gray-900'
                  }`
                }
              >
                {t(tab.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}
