import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '~/ui/icon';
import { appNavigation, NAV_GROUPS } from './navigation';

/**
 * The signed-in user's places, grouped under headings; the same list serves the sidebar and the
 * phone menu. `attention`: missed doses and refill reminders, shown as a count on Notifications.
 */
export function AppNavigation({ attention }: { attention: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common:nav.main')} className="flex flex-col gap-4">
      {NAV_GROUPS.map((group) => {
        const items = appNavigation.filter((item) => item.group === group);
        if (items.length === 0) return null;
        const headingId = `nav-group-${group}`;
        return (
          <section key={group} aria-labelledby={headingId}>
            <h2
              id={headingId}
              className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {t(`common:nav.groups.${group}`)}
            </h2>
            <ul className="flex flex-col gap-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                  >
                    <Icon name={item.icon} className="size-4" />
                    {t(item.labelKey)}
                    {item.to === '/notifications' && attention > 0 ? (
                      <span
                        data-testid="notification-count"
                        className="ms-auto min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs font-semibold text-white"
                      >
                        {attention}
                        <span className="sr-only"> {t('notifications:badge', { number: attention })}</span>
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
