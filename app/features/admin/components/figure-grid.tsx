import { useId } from 'react';
import { formatNumber } from '~/i18n/locales';

/** A titled row of counts, each with its label. */
export function FigureGrid({
  title,
  figures,
  labelOf,
}: {
  title: string;
  figures: Record<string, number>;
  labelOf: (key: string) => string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {Object.entries(figures).map(([key, value]) => (
          <div key={key} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{labelOf(key)}</dt>
            <dd className="mt-1 text-2xl font-bold">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
