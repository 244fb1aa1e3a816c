import { useTranslation } from 'react-i18next';
import type { ScheduleDay } from '~/db/schema/plans';

/** A week from Saturday: each day's items with their time, length, sets and reason; rest days say so. */
export function ScheduleView({ schedule, today }: { schedule: ScheduleDay[]; today?: number }) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {schedule.map((day, index) => (
        <li key={`${day.name}-${index}`} className="schedule-day rounded-2xl bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold">
            {day.name}
            {index === today ? (
              <span className="ms-2 text-sm font-normal text-brand-700">({t('plans:schedule.today')})</span>
            ) : null}
          </h2>
          {day.exercises.length === 0 ? (
            <p className="rest-day mt-1 text-gray-700">{t('plans:schedule.rest')}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-3">
              {day.exercises.map((item, n) => (
                <li key={`${item.name}-${n}`}>
                  <h3 className="font-semibold">{item.name}</h3>
                  <p className="text-sm text-gray-600">
                    {t('plans:schedule.when', { time: item.time, duration: item.duration })}
                    {item.counts && item.counts.length > 0
                      ? ` · ${t('plans:schedule.sets', { counts: item.counts.join(' / ') })}`
                      : ''}
                  </p>
                  <p className="text-sm">{item.description}</p>
                  {item.reason ? (
                    <p className="text-sm text-gray-700">
                      {t('plans:why')}: {item.reason}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
