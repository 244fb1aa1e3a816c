import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '~/i18n/locales';
import type { DailyCounts } from '../daily-series';
import { formatShortDay } from '~/i18n/dates';
import { SERIES } from './daily-chart-parts';

/** The lines of the dashboard chart; in Arabic and Persian time runs from right to left. */
export default function DailyChartDrawing({
  daily,
  height,
  rtl,
  label,
}: {
  daily: DailyCounts[];
  height: number;
  rtl: boolean;
  label: (key: string) => string;
}) {
  const { i18n } = useTranslation();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={daily} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis
          dataKey="day"
          reversed={rtl}
          tickFormatter={(day: string) => formatShortDay(day, i18n.language)}
          minTickGap={16}
          fontSize={12}
        />
        <YAxis allowDecimals={false} orientation={rtl ? 'right' : 'left'} width={40} fontSize={12} />
        <Tooltip
          labelFormatter={(day) => formatShortDay(String(day), i18n.language)}
          formatter={(value, name) => [formatNumber(Number(value)), label(String(name))]}
        />
        <Legend itemSorter={null} formatter={(name) => label(String(name))} />
        {SERIES.map(({ key, color }) => (
          <Line
            key={key}
            type="linear"
            dataKey={key}
            stroke={color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
