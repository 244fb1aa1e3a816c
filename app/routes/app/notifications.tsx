import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireUser } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { formatLongDay } from '~/i18n/dates';
import { DoseRow } from '~/features/medicines/components/dose-actions';
import { formatDoseTime } from '~/features/medicines/format';
import { ownNotifications } from '~/features/notifications/notifications.server';
import { zoneOf } from '~/features/time-zone/time-zone.server';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/notifications';

export const handle: RouteHandle = { titleKey: 'notifications:title' };

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  return ownNotifications(getDb(), { id: user.id, type: user.type }, zoneOf(user).timeZone, Date.now());
}

function Section({
  id,
  title,
  children,
  empty,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  empty: string | null;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {empty === null ? children : <p className="mt-2 text-gray-700">{empty}</p>}
    </section>
  );
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('notifications');
  const { timeZone, events, upcomingDoses, missed, refills, orders } = loaderData;
  const when = (iso: string) => formatDoseTime(iso, i18n.language, timeZone);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <Section id="missed-heading" title={t('missed.title')} empty={missed.length ? null : t('missed.empty')}>
        <p className="mt-1 text-sm text-gray-700">{t('missed.lead')}</p>
        <ul className="divide-y divide-gray-100">
          {missed.map((dose) => (
            <DoseRow
              key={`${dose.medicineId}-${dose.scheduledAt}`}
              dose={dose}
              timeZone={timeZone}
              showName
            />
          ))}
        </ul>
      </Section>
      <Section
        id="refills-heading"
        title={t('refills.title')}
        empty={refills.length ? null : t('refills.empty')}
      >
        <ul className="mt-2 flex flex-col gap-2">
          {refills.map((refill) => (
            <li key={refill.medicineId} data-testid="refill">
              <Link to="/manage-medicines" className="font-semibold text-brand-700 underline">
                {refill.name}
              </Link>{' '}
              {t('refills.runs_out', { date: when(refill.runsOutAt), doses: refill.dosesLeft })}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="events-heading" title={t('events.title')} empty={events.length ? null : t('events.empty')}>
        <ul className="mt-2 flex flex-col gap-2">
          {events.map((event) => (
            <li key={event.id}>
              <span className="font-semibold">{event.title}</span> ·{' '}
              {formatLongDay(event.date, i18n.language)} · <span dir="ltr">{event.time}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="doses-heading"
        title={t('doses.title')}
        empty={upcomingDoses.length ? null : t('doses.empty')}
      >
        <ul className="mt-2 flex flex-col gap-1">
          {upcomingDoses.map((dose) => (
            <li key={`${dose.medicineId}-${dose.scheduledAt}`}>
              {when(dose.scheduledAt)} · <span className="font-semibold">{dose.name}</span> ·{' '}
              {dose.usageAmount}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="orders-heading" title={t('orders.title')} empty={orders.length ? null : t('orders.empty')}>
        <p className="mt-1 text-sm text-gray-700">{t('orders.lead')}</p>
        <ul className="mt-2 flex flex-col gap-2">
          {orders.map((order) => (
            <li key={`${order.kind}-${order.id}`} data-testid="order-change">
              {order.kind === 'shop' ? (
                <Link to="/shop/orders" className="font-semibold text-brand-700 underline">
                  {t('orders.shop', { id: order.id })}
                </Link>
              ) : (
                <span className="font-semibold">{t('orders.test', { id: order.id })}</span>
              )}{' '}
              {t('orders.status', {
                status: t(`orders.statuses.${order.status}`),
                date: when(order.changedAt),
              })}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
