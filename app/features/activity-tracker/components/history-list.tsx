import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { formatDay } from '~/i18n/dates';
import { formatNumber, getLocale, isLocaleCode } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import { HISTORY_DAYS } from '../constants';
import type { TrackerType } from '../schema';
import type { HistoryDay, HistoryEntry } from '../tracker.server';

export const STATUS_CLASSES: Record<HistoryDay['status'], string> = {
  done: 'bg-green-100 text-green-900',
  partial: 'bg-amber-100 text-amber-900',
  missed: 'bg-red-100 text-red-900',
  rest: 'bg-gray-100 text-gray-800',
  none: 'bg-gray-100 text-gray-800',
  pending: 'bg-blue-50 text-blue-900',
  upcoming: 'bg-blue-50 text-blue-900',
};

function EntryRow({ entry, type, action }: { entry: HistoryEntry; type: TrackerType; action: string }) {
  const { t } = useTranslation('activity');
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get('done');
  const done = pending === undefined || pending === null ? entry.done : pending === 'true';
  return (
    <li data-testid="history-entry" className="flex flex-wrap items-center justify-between gap-2 py-1">
      <span>
        <span className="font-medium">{entry.name}</span>
        {entry.planned ? null : <span className="ms-2 text-xs text-gray-700">({t('history.extra')})</span>}
        <span className="ms-2 text-sm text-gray-700">{done ? t('history.done') : t('history.not_done')}</span>
        {done && entry.kcal !== null ? (
          <span className="ms-2 text-sm text-gray-700">
            {t('item.kcal', { kcal: formatNumber(Math.round(entry.kcal)) })}
          </span>
        ) : null}
      </span>
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="intent" value="row" />
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="id" value={entry.id} />
        <input type="hidden" name="done" value={String(!done)} />
        <button type="submit" className={buttonClass('secondary', 'px-3 py-1 text-sm')}>
          {done ? t('history.undo') : t('history.redo')}
          <span className="sr-only"> · {entry.name}</span>
        </button>
      </fetcher.Form>
    </li>
  );
}

/** The last days, newest first: each day's state, what was done (planned or counted) and its calories. */
export function HistoryList({
  days,
  type,
  action,
}: {
  days: HistoryDay[];
  type: TrackerType;
  action: string;
}) {
  const { t, i18n } = useTranslation('activity');
  const locale = getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en');
  if (days.length === 0) {
    return <p className="text-gray-700">{t('history.empty', { days: formatNumber(HISTORY_DAYS) })}</p>;
  }
  return (
    <ol className="flex flex-col gap-3">
      {days.map((day) => (
        <li key={day.date} data-testid="history-day" className="rounded-2xl bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{formatDay(day.date, locale.iso)}</h3>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[day.status]}`}>
              {t(`status.${day.status}`)}
            </span>
            {day.planned > 0 ? (
              <span className="text-sm text-gray-700">
                {t('history.day_count', { done: day.done, planned: day.planned })}
              </span>
            ) : null}
            {day.kcal > 0 ? (
              <span className="text-sm text-gray-700">
                {t('item.kcal', { kcal: formatNumber(Math.round(day.kcal)) })}
              </span>
            ) : null}
          </div>
          {day.entries.length > 0 ? (
            <ul className="mt-2 divide-y divide-gray-100">
              {day.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} type={type} action={action} />
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
