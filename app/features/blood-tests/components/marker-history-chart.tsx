import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { formatDay } from '~/i18n/dates';
import { getLocale, isLocaleCode } from '~/i18n/locales';
import { canonicalUnit, MARKERS, type MarkerId, type Range } from '../markers';
import { formatConverted, formatRange } from '../format';
import { useHydrated } from '~/ui/use-hydrated';
import { ScreenReaderTable } from '~/ui/screen-reader-table';
import { CHART_HEIGHT, type HistoryPoint } from './marker-history-parts';

// Drawn in the browser only, into a box of fixed height: the server never loads recharts, and the
// page does not move when the drawing appears.
const MarkerHistoryDrawing = lazy(() => import('./marker-history-drawing'));

/** A marker over time in its canonical unit, the reference range shaded; a table says the same in text. */
export function MarkerHistoryChart({
  markerId,
  points,
  range,
}: {
  markerId: MarkerId;
  points: HistoryPoint[];
  range: Range;
}) {
  const { t, i18n } = useTranslation();
  const drawn = useHydrated();
  const locale = isLocaleCode(i18n.language) ? getLocale(i18n.language) : getLocale('en');
  const rtl = locale.dir === 'rtl';
  const marker = MARKERS[markerId];
  const unit = canonicalUnit(marker).id;
  const name = t(`blood-tests:markers.${markerId}`);
  const rangeText = formatRange(t, marker, unit, range, false);
  const summary = t('blood-tests:history.summary', {
    marker: name,
    unit,
    count: points.length,
    first: formatDay(points[0]?.day ?? '', locale.iso),
    last: formatDay(points.at(-1)?.day ?? '', locale.iso),
    range: rangeText,
  });
  return (
    <figure>
      <div aria-hidden="true" style={{ height: CHART_HEIGHT }} dir="ltr">
        {drawn ? (
          <Suspense fallback={null}>
            <MarkerHistoryDrawing markerId={markerId} points={points} range={range} rtl={rtl} />
          </Suspense>
        ) : null}
      </div>
      <figcaption className="mt-2 text-sm text-gray-600">{summary}</figcaption>
      <ScreenReaderTable
        caption={t('blood-tests:history.table_caption', { marker: name })}
        columns={[t('blood-tests:history.date'), t('blood-tests:columns.value')]}
        rows={points.map((point, index) => ({
          key: `${point.day}-${index}`,
          heading: formatDay(point.day, locale.iso),
          cells: [`${formatConverted(marker, unit, point.value)} ${unit}`],
        }))}
      />
    </figure>
  );
}
