import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { formatNumber } from '~/i18n/locales';
import type { MarkResult } from '../route.server';
import type { TodayItem } from '../tracker.server';
import type { TrackerType } from '../schema';

/**
 * One planned item of today with its box. The box shows what the user asked for while it is being
 * saved, then what the server holds: after a refusal or a failure it goes back by itself.
 */
export function ItemToggle({
  item,
  type,
  date,
  action,
}: {
  item: TodayItem;
  type: TrackerType;
  date: string;
  action: string;
}) {
  const { t } = useTranslation('activity');
  const fetcher = useFetcher<MarkResult>();
  const id = useId();
  const pending = fetcher.formData?.get('done');
  const checked = pending === undefined || pending === null ? item.done : pending === 'true';
  return (
    <li data-testid="tracker-item" className="flex items-start gap-3 py-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 accent-brand-700"
        checked={checked}
        onChange={(event) =>
          fetcher.submit(
            {
              intent: 'plan',
              type,
              date,
              slot: String(item.slot),
              name: item.name,
              done: String(event.currentTarget.checked),
            },
            { method: 'post', action },
          )
        }
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="font-semibold">
          {item.name}
        </label>
        <span className="text-sm text-gray-700">
          {t('item.when', { time: item.time, duration: item.duration })}
          {item.counts && item.counts.length > 0
            ? ` · ${t('item.sets', { counts: item.counts.join(' / ') })}`
            : ''}
          {item.kcal !== null ? ` · ${t('item.kcal', { kcal: formatNumber(Math.round(item.kcal)) })}` : ''}
        </span>
        {fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? (
          <span role="alert" className="text-sm text-red-800">
            {t(fetcher.data.error)}
          </span>
        ) : null}
      </div>
    </li>
  );
}
