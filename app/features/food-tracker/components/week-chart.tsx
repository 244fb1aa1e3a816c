import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '~/i18n/dates';
import { formatNumber, getLocale, isLocaleCode } from '~/i18n/locales';
import { useHydrated } from '~/ui/use-hydrated';
import { WEEK_CHART_HEIGHT, type WeekChartProps } from './week-chart-parts';

// Drawn in the browser only, into a box of fixed height, as the glucose chart is.
const WeekChartDrawing = lazy(() => import('./week-chart-drawing'));

/** Kcal and carbohydrate per day over the last 7 days against the targets; a table says the same in text. */
export function WeekChart(props: WeekChartProps) {
  const { t, i18n } = useTranslation('food-tracker');
  const locale = getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en');
  const drawn = useHydrated();
  const { days, targets } = props;
  const target = (value: number | null) => (value === null ? t('chart.no_target') : formatNumber(value));
  return (
    <figure>
      <div aria-hidden="true" dir="ltr" style={{ height: WEEK_CHART_HEIGHT }}>
        {drawn ? (
          <Suspense fallback={null}>
            <WeekChartDrawing {...props} />
          </Suspense>
        ) : null}
      </div>
      <figcaption className="mt-2 text-sm text-gray-700">
        {t('chart.summary', {
          first: formatDay(days[0]!.day, locale.iso),
          last: formatDay(days.at(-1)!.day, locale.iso),
        })}
      </figcaption>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-gray-200 text-gray-600">
              <th scope="col" className="py-1 pe-3 text-start font-medium">
                {t('chart.day')}
              </th>
              <th scope="col" className="py-1 pe-3 text-start font-medium">
                {t('chart.kcal')} ({t('chart.target')} {target(targets.kcal)})
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('chart.carbohydrate')} ({t('chart.target')} {target(targets.carbohydrate)})
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-b border-gray-100 last:border-0">
                <th scope="row" className="py-1 pe-3 text-start font-normal">
                  {formatDay(day.day, locale.iso)}
                </th>
                <td className="py-1 pe-3">{formatNumber(day.kcal)}</td>
                <td className="py-1">{formatNumber(day.carbohydrate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
