import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '~/i18n/dates';
import { formatNumber, getLocale, isLocaleCode } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import { HISTORY_DAYS } from '../constants';
import type { TrackerOverview } from '../tracker.server';
import { HistoryList } from './history-list';
import { ItemToggle } from './item-toggle';
import { TrackerChart } from './tracker-chart';

const PATHS = {
  physical: { action: '/activity/exercise-tracker', plan: '/workout', prefix: 'exercise' },
  mental: { action: '/activity/meditation-tracker', plan: '/meditation', prefix: 'meditation' },
} as const;

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd data-testid={testId} className="text-2xl font-bold">
        {value}
      </dd>
    </div>
  );
}

/** A tracker: today's planned items to tick, the week's and month's charts, the last days. */
export function TrackerPage({ overview }: { overview: TrackerOverview }) {
  const { t, i18n } = useTranslation('activity');
  const locale = getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en');
  const paths = PATHS[overview.type];
  const rate = (value: number | null) =>
    value === null
      ? t('stats.no_rate')
      : t('stats.percent', { percent: formatNumber(Math.round(value * 100)) });
  const physical = overview.type === 'physical';

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="today-heading"
        data-testid="tracker-today"
        data-date={overview.today}
        className="rounded-2xl bg-white p-6 shadow-sm"
      >
        <h2 id="today-heading" className="text-lg font-semibold">
          {t('today.title', { day: formatDay(overview.today, locale.iso) })}
        </h2>
        {!overview.hasPlan ? (
          <div data-testid="tracker-empty" className="mt-2 flex flex-col items-start gap-3">
            <p>{t(`empty.${paths.prefix}`)}</p>
            <Link to={paths.plan} className={buttonClass('primary')}>
              {t(`empty.make_${paths.prefix}`)}
            </Link>
          </div>
        ) : overview.items.length === 0 ? (
          <p data-testid="tracker-rest" className="mt-2 text-gray-700">
            {t('today.rest')}
          </p>
        ) : (
          <>
            {overview.dayName ? <p className="text-sm text-gray-700">{overview.dayName}</p> : null}
            <ul className="divide-y divide-gray-100">
              {overview.items.map((item) => (
                <ItemToggle
                  key={`${item.slot}-${item.name}`}
                  item={item}
                  type={overview.type}
                  date={overview.today}
                  action={paths.action}
                />
              ))}
            </ul>
            {physical ? (
              <Link to="/exercise-do" className={buttonClass('primary', 'mt-3')}>
                <Icon name="running" className="size-5" />
                {t('today.start')}
              </Link>
            ) : null}
          </>
        )}
      </section>

      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Stat
          label={t('stats.streak')}
          value={t('stats.streak_days', { days: formatNumber(overview.streak) })}
          testId="streak"
        />
        <Stat label={t('stats.week')} value={rate(overview.weekRate)} testId="week-rate" />
        <Stat label={t('stats.month')} value={rate(overview.monthRate)} testId="month-rate" />
        {physical ? (
          <Stat
            label={t('stats.kcal_today')}
            value={t('item.kcal', { kcal: formatNumber(Math.round(overview.todayKcal)) })}
            testId="kcal-today"
          />
        ) : null}
      </dl>

      {overview.hasPlan ? (
        <section aria-labelledby="charts-heading" className="flex flex-col gap-4">
          <h2 id="charts-heading" className="text-lg font-semibold">
            {t('chart.title')}
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            <TrackerChart
              testId="week-chart"
              title={t('chart.week_title')}
              days={overview.week}
              streak={false}
              summary={t('chart.summary', {
                rate: rate(overview.weekRate),
                rest: overview.week.filter((d) => d.status === 'rest').length,
              })}
            />
            <TrackerChart
              testId="month-chart"
              title={t('chart.month_title')}
              days={overview.month}
              streak
              summary={t('chart.month_summary', {
                rate: rate(overview.monthRate),
                streak: formatNumber(overview.streak),
                best: formatNumber(Math.max(0, ...overview.month.map((d) => d.streak))),
              })}
            />
          </div>
          {physical ? <p className="text-sm text-gray-700">{t('kcal_note')}</p> : null}
        </section>
      ) : null}

      <section aria-labelledby="history-heading" className="flex flex-col gap-3">
        <h2 id="history-heading" className="text-lg font-semibold">
          {t('history.title', { days: formatNumber(HISTORY_DAYS) })}
        </h2>
        <HistoryList days={overview.history} type={overview.type} action={paths.action} />
      </section>
    </div>
  );
}
