import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber, getLocale, isLocaleCode } from '~/i18n/locales';
import { WEEK_CHART_HEIGHT, type WeekChartProps } from './week-chart-parts';

const KCAL_COLOUR = '#1d4ed8';
const CARBOHYDRATE_COLOUR = '#b45309';

/** Bars of kcal (left axis) and a line of carbohydrate (right axis), the targets as dashed lines; RTL runs from the right. */
export default function WeekChartDrawing({ days, targets }: WeekChartProps) {
  const { t, i18n } = useTranslation('food-tracker');
  const locale = getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en');
  const rtl = locale.dir === 'rtl';
  const weekday = new Intl.DateTimeFormat(locale.iso, {
    weekday: 'short',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  const data = days.map((day) => ({ ...day, label: weekday.format(new Date(`${day.day}T00:00:00Z`)) }));
  const topKcal = Math.max(targets.kcal ?? 0, ...days.map((day) => day.kcal)) * 1.1 || 100;
  const topCarbohydrate =
    Math.max(targets.carbohydrate ?? 0, ...days.map((day) => day.carbohydrate)) * 1.1 || 10;
  return (
    <ResponsiveContainer width="100%" height={WEEK_CHART_HEIGHT}>
      <ComposedChart
        data={data}
        margin={{ top: 10, right: 8, bottom: 4, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
        <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 12, fill: '#374151' }} />
        <YAxis
          yAxisId="kcal"
          orientation={rtl ? 'right' : 'left'}
          domain={[0, Math.ceil(topKcal)]}
          tick={{ fontSize: 12, fill: KCAL_COLOUR }}
          width={48}
        />
        <YAxis
          yAxisId="carbohydrate"
          orientation={rtl ? 'left' : 'right'}
          domain={[0, Math.ceil(topCarbohydrate)]}
          tick={{ fontSize: 12, fill: CARBOHYDRATE_COLOUR }}
          width={40}
        />
        <Tooltip formatter={(value) => formatNumber(Number(value))} />
        <Bar
          yAxisId="kcal"
          dataKey="kcal"
          name={t('chart.kcal')}
          fill={KCAL_COLOUR}
          isAnimationActive={false}
        />
        <Line
          yAxisId="carbohydrate"
          dataKey="carbohydrate"
          name={t('chart.carbohydrate')}
          stroke={CARBOHYDRATE_COLOUR}
          strokeWidth={2}
          isAnimationActive={false}
        />
        {targets.kcal !== null ? (
          <ReferenceLine yAxisId="kcal" y={targets.kcal} stroke={KCAL_COLOUR} strokeDasharray="6 4" />
        ) : null}
        {targets.carbohydrate !== null ? (
          <ReferenceLine
            yAxisId="carbohydrate"
            y={targets.carbohydrate}
            stroke={CARBOHYDRATE_COLOUR}
            strokeDasharray="6 4"
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
