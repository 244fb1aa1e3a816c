import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { ConfirmDelete } from '~/ui/confirm-delete';
import { Icon } from '~/ui/icon';
import { Pagination } from '~/ui/pagination';
import type { OwnEvent } from '../events.server';
import { formatLongDay } from '~/i18n/dates';
import { isPastEvent, type LocalNow } from '../format';

type Props = { events: OwnEvent[]; page: number; pageCount: number; now: LocalNow };

/** The events section of /home: upcoming first, then the past, paged. */
export function EventList({ events, page, pageCount, now }: Props) {
  const { t, i18n } = useTranslation('events');
  return (
    <section aria-labelledby="events-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="events-heading" className="text-2xl font-bold">
          {t('title')}
        </h2>
        <Link to="/manage-events/add" className={buttonClass('primary')}>
          <Icon name="add" className="size-4" />
          {t('add')}
        </Link>
      </div>
      {events.length ? (
        <ol className="mt-4 flex flex-col gap-3">
          {events.map((event) => (
            <li
              key={event.id}
              data-testid="event"
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm"
            >
              <div>
                <p className="font-semibold">{event.title}</p>
                <p className="text-sm text-gray-700">
                  <Icon name="date-range" className="me-1 inline size-4" />
                  {formatLongDay(event.date, i18n.language)} · <span dir="ltr">{event.time}</span>
                  {isPastEvent(event, now) ? <span className="ms-2 text-gray-600">({t('past')})</span> : null}
                </p>
              </div>
              <div className="flex gap-2">
                <Link
                  to={`/manage-events/${event.id}/edit`}
                  aria-label={t('edit_named', { title: event.title })}
                  className={buttonClass('ghost')}
                >
                  {t('edit')}
                </Link>
                <ConfirmDelete
                  action={`/manage-events/${event.id}/delete`}
                  label={t('delete_named', { title: event.title })}
                  title={t('delete_title')}
                  description={t('delete_description', { title: event.title })}
                />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 rounded-2xl bg-white p-6 text-gray-700 shadow-sm">
          {page > 1 ? t('page_empty') : t('empty')}
        </p>
      )}
      <Pagination current={page} total={pageCount} hrefFor={(n) => `/home?page=${n}`} />
      <p className="mt-4">
        <Link to="/integration" className="text-brand-700 underline">
          {t('calendar_link')}
        </Link>
      </p>
    </section>
  );
}
