import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDay, formatShortDay } from '~/i18n/dates';
import { getLocale, isLocaleCode } from '~/i18n/locales';
import { formatConverted } from '../format';
import { canonicalUnit, MARKERS, type MarkerId, type Range } from '../markers';
import { CHART_HEIGHT, type HistoryPoint } from './marker-history-parts';

/** The drawing of a marker's history (browser only); in RTL the time axis runs from the right. */
export default function MarkerHistoryDrawing({
  markerId,
  points,
  range,
  rtl,
}: {
  markerId: MarkerId;
  points: HistoryPoint[];
  range: Range;
  rtl: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en');
  const marker = MARKERS[markerId];
  const unit = canonicalUnit(marker).id;
  const values = points.map((point) => point.value);
  const top = Math.max(...values, range.high ?? 0, range.low ?? 0) * 1.15;
  const bottom = Math.min(0, ...values);
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <LineChart
        data={points}
        margin={{ top: 10, right: 16, bottom: 10, left: 16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
        <ReferenceArea
          y1={range.low ?? bottom}
          y2={range.high ?? top}
          fill="#16a34a"
          fillOpacity={0.12}
          ifOverflow="extendDomain"
        />
        <XAxis
          dataKey="day"
          reversed={rtl}
          tickFormatter={(day: string) => formatShortDay(day, locale.iso)}
          tick={{ fontSize: 12, fill: '#374151' }}
        />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          domain={[bottom, Math.ceil(top)]}
          tick={{ fontSize: 12, fill: '#374151' }}
          width={56}
        />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day), locale.iso)}
          formatter={(value) => [
            `${formatConverted(marker, unit, Number(value))} ${unit}`,
            t(`blood-tests:markers.${markerId}`),
          ]}
        />
        <Line
          type="monotone"
          dataKey="value"
          stroke="#1d4ed8"
          strokeWidth={2}
          dot={{ r: 4 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
