import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatShortDay } from '~/i18n/dates';
import { getLocale, isLocaleCode } from '~/i18n/locales';
import { TRACKER_CHART_HEIGHT, type ChartDay } from './chart-parts';

/** Done share per day as bars, rest days as their own grey bars (never as misses), the streak as a line. */
export default function TrackerChartDrawing({ days, streak }: { days: ChartDay[]; streak: boolean }) {
  const { t, i18n } = useTranslation('activity');
  const locale = getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en');
  const rtl = locale.dir === 'rtl';
  const points = days.map((day) => ({
    label: formatShortDay(day.date, locale.iso),
    done: day.planned > 0 && day.status !== 'upcoming' ? Math.round((day.done / day.planned) * 100) : null,
    rest: day.status === 'rest' ? 100 : null,
    streak: day.status === 'upcoming' ? null : (day.streak ?? null),
  }));
  return (
    <ResponsiveContainer width="100%" height={TRACKER_CHART_HEIGHT}>
      <ComposedChart
        data={points}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
        <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 11, fill: '#374151' }} />
        <YAxis
          yAxisId="percent"
          domain={[0, 100]}
          orientation={rtl ? 'right' : 'left'}
          tick={{ fontSize: 11, fill: '#374151' }}
          width={36}
        />
        {streak ? (
          <YAxis
            yAxisId="streak"
            allowDecimals={false}
            orientation={rtl ? 'left' : 'right'}
            tick={{ fontSize: 11, fill: '#374151' }}
            width={28}
          />
        ) : null}
        <Tooltip />
        <Legend />
        <Bar yAxisId="percent" dataKey="done" name={t('chart.done')} fill="#16a34a" stackId="day" />
        <Bar yAxisId="percent" dataKey="rest" name={t('chart.rest')} fill="#d1d5db" stackId="day" />
        {streak ? (
          <Line
            yAxisId="streak"
            dataKey="streak"
            name={t('chart.streak')}
            stroke="#1d4ed8"
            strokeWidth={2}
            dot={false}
            type="stepAfter"
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
