import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  ReferenceArea,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatClock, formatWeekday, formatWeekdayClock } from '~/i18n/dates';
import { formatNumber, getLocale, isLocaleCode } from '~/i18n/locales';
import { fromMgDl, roundFor } from '../glucose';
import { GLUCOSE_CHART_HEIGHT, type GlucoseChartProps } from './glucose-chart-parts';

type Point = { at: number; value: number };

/** The drawing of the readings (browser only); in RTL the time axis runs from the right. */
export default function GlucoseChartDrawing({
  readings,
  from,
  to,
  unit,
  target,
  timeZone,
  week,
}: Omit<GlucoseChartProps, 'summary'>) {
  const { i18n } = useTranslation();
  const locale = getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en');
  const rtl = locale.dir === 'rtl';
  const points: Point[] = readings.map((reading) => ({
    at: new Date(reading.measuredAt).getTime(),
    value: roundFor(unit, fromMgDl(reading.mgDl, unit)),
  }));
  const top = Math.max(fromMgDl(target.high, unit) * 1.3, ...points.map((point) => point.value * 1.1));
  const step = week ? 24 * 60 * 60 * 1000 : 3 * 60 * 60 * 1000;
  const ticks = Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
  const tick = (at: number) =>
    week
      ? formatWeekday(new Date(at), locale.iso, timeZone)
      : formatClock(new Date(at), locale.iso, timeZone);
  return (
    <ResponsiveContainer width="100%" height={GLUCOSE_CHART_HEIGHT}>
      <ScatterChart margin={{ top: 10, right: 16, bottom: 10, left: 16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
        <ReferenceArea
          y1={fromMgDl(target.low, unit)}
          y2={fromMgDl(target.high, unit)}
          fill="#16a34a"
          fillOpacity={0.12}
        />
        <XAxis
          type="number"
          dataKey="at"
          domain={[from, to]}
          ticks={ticks}
          reversed={rtl}
          tickFormatter={tick}
          tick={{ fontSize: 12, fill: '#374151' }}
        />
        <YAxis
          type="number"
          dataKey="value"
          domain={[0, Math.ceil(top)]}
          orientation={rtl ? 'right' : 'left'}
          tick={{ fontSize: 12, fill: '#374151' }}
          width={48}
        />
        <Tooltip
          formatter={(value, name) =>
            name === 'at'
              ? formatWeekdayClock(new Date(Number(value)), locale.iso, timeZone)
              : `${formatNumber(Number(value))} ${unit}`
          }
        />
        <Scatter data={points} fill="#1d4ed8" line={{ stroke: '#1d4ed8' }} isAnimationActive={false} />
      </ScatterChart>
    </ResponsiveContainer>
  );
}
