import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const TABS = [
  { to: '/diet', key: 'plans:tabs.diet' },
  { to: '/workout', key: 'plans:tabs.workout' },
  { to: '/meditation', key: 'plans:tabs.meditation' },
  { to: '/insight', key: 'plans:tabs.insight' },
] as const;

/** The plans' title, their tabs and the plain statement that plans are guidance. */
export function PlanHeader({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation();
  return (
    <header className="mb-6 flex flex-col gap-3">
      <nav aria-label={t('plans:tabs.label')}>
        <ul className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className="inline-block rounded-full border border-gray-300 bg-white px-4 py-1.5 text-sm font-medium aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
              >
                {t(tab.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-gray-700">{lead}</p>
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
        {t('plans:disclaimer')}
      </p>
    </header>
  );
}
