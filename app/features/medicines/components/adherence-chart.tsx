import { useTranslation } from 'react-i18next';
import { formatShortDay } from '~/i18n/dates';
import type { WeekAdherence } from '../schedule';
import { ScreenReaderTable } from '~/ui/screen-reader-table';

const CHART_HEIGHT = 220;

/**
 * Taken doses out of those due, per week: bars drawn with CSS (they mirror in Arabic and Persian on
 * their own), with the same numbers as a table for screen readers. Not recharts: see decision 044.
 */
export function AdherenceChart({ weeks }: { weeks: WeekAdherence[] }) {
  const { t, i18n } = useTranslation('medicines');
  const rows = weeks.map((week) => ({ ...week, label: formatShortDay(week.week, i18n.language) }));
  return (
    <section aria-labelledby="adherence-heading" className="rounded-2xl bg-white p-6 shadow-sm print:hidden">
      <h2 id="adherence-heading" className="text-xl font-semibold">
        {t('adherence.title')}
      </h2>
      {rows.length ? (
        <>
          <div aria-hidden="true" style={{ height: CHART_HEIGHT }} className="mt-4 flex gap-3">
            <div className="flex flex-col justify-between pb-6 text-end text-xs text-gray-700">
              <span>100%</span>
              <span>50%</span>
              <span>0%</span>
            </div>
            <ol className="flex flex-1 items-end gap-2 border-b border-s border-gray-300 ps-2">
              {rows.map((row) => (
                <li key={row.week} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                  <span className="text-xs font-semibold">{row.percent}%</span>
                  <span
                    className="w-full max-w-12 rounded-t bg-teal-700"
                    style={{ height: `calc(${row.percent}% - 2.5rem)`, minHeight: row.percent ? 2 : 0 }}
                  />
                  <span className="h-5 whitespace-nowrap text-xs text-gray-700">{row.label}</span>
                </li>
              ))}
            </ol>
          </div>
          <ScreenReaderTable
            caption={t('adherence.table_caption')}
            columns={[
              t('adherence.week'),
              t('adherence.taken_share'),
              t('states.taken'),
              t('states.skipped'),
              t('states.missed'),
            ]}
            rows={rows.map((row) => ({
              key: row.week,
              heading: row.label,
              cells: [`${row.percent}%`, row.taken, row.skipped, row.missed],
            }))}
          />
        </>
      ) : (
        <p className="mt-2 text-gray-700">{t('adherence.empty')}</p>
      )}
    </section>
  );
}
