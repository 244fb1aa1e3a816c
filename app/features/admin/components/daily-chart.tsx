import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, getLocale, isLocaleCode } from '~/i18n/locales';
import type { DailyCounts } from '../daily-series';
import { formatShortDay } from '~/i18n/dates';
import { SERIES } from './daily-chart-parts';
import { ScreenReaderTable } from '~/ui/screen-reader-table';

// The drawing is made in the browser only, into a box of fixed height: the server never loads
// recharts, and the page does not move when the drawing appears.
const DailyChartDrawing = lazy(() => import('./daily-chart-drawing'));

const noSubscription = () => () => undefined;

/** Fixed, so the page does not move when the chart is drawn after hydration. */
const CHART_HEIGHT = 288;

/**
 * New users, shop orders and test requests per day. The drawing is hidden from assistive
 * technology; the table below it, visually hidden, carries the same figures.
 */
export function DailyChart({ daily }: { daily: DailyCounts[] }) {
  const { t, i18n } = useTranslation('admin');
  const rtl = getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en').dir === 'rtl';
  const totals = Object.fromEntries(
    SERIES.map(({ key }) => [key, formatNumber(daily.reduce((sum, day) => sum + day[key], 0))]),
  );
  const label = (key: string) => t(`dashboard.series.${key}`);
  // False while the server renders and while the browser hydrates, true from then on.
  const drawn = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <figure className="rounded-xl bg-white p-5 shadow-sm">
      <figcaption className="mb-4 text-sm text-slate-600">{t('dashboard.daily_summary', totals)}</figcaption>
      <div aria-hidden="true" style={{ height: CHART_HEIGHT }} dir="ltr">
        {drawn ? (
          <Suspense fallback={null}>
            <DailyChartDrawing daily={daily} height={CHART_HEIGHT} rtl={rtl} label={label} />
          </Suspense>
        ) : null}
      </div>
      <ScreenReaderTable
        caption={t('dashboard.daily_heading')}
        columns={[t('dashboard.day'), ...SERIES.map(({ key }) => label(key))]}
        rows={daily.map((day) => ({
          key: day.day,
          heading: formatShortDay(day.day, i18n.language),
          cells: SERIES.map(({ key }) => formatNumber(day[key])),
        }))}
      />
    </figure>
  );
}
