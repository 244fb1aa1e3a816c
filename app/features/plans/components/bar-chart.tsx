import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ScreenReaderTable } from '~/ui/screen-reader-table';

export type BarDatum = { label: string; value: number; target?: number };

type Props = {
  title: string;
  valueLabel: string;
  targetLabel?: string;
  data: BarDatum[];
  unit: string;
};

const HEIGHT = 260;

/**
 * A bar chart of a fixed height (no layout shift), mirrored in right-to-left languages, with the
 * same numbers as a table for screen readers.
 */
export function PlanBarChart({ title, valueLabel, targetLabel, data, unit }: Props) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const hasTarget = targetLabel !== undefined && data.some((datum) => datum.target !== undefined);
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm">
      <figcaption className="mb-2 font-semibold">{title}</figcaption>
      <div style={{ height: HEIGHT }} aria-hidden="true" dir="ltr">
        <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 640, height: HEIGHT }}>
          <BarChart
            accessibilityLayer={false}
            data={data}
            margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" reversed={rtl} tick={{ fill: '#374151', fontSize: 12 }} />
            <YAxis orientation={rtl ? 'right' : 'left'} tick={{ fill: '#374151', fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Bar dataKey="value" name={valueLabel} fill="#157f4c" isAnimationActive={false} />
            {hasTarget ? (
              <Bar dataKey="target" name={targetLabel} fill="#9ca3af" isAnimationActive={false} />
            ) : null}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ScreenReaderTable
        caption={title}
        columns={[title, `${valueLabel} (${unit})`, ...(hasTarget ? [`${targetLabel} (${unit})`] : [])]}
        rows={data.map((datum) => ({
          key: datum.label,
          heading: datum.label,
          cells: hasTarget ? [datum.value, datum.target ?? ''] : [datum.value],
        }))}
      />
    </figure>
  );
}
