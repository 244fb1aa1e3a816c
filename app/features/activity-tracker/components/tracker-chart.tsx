import { lazy, Suspense } from 'react';
import { useHydrated } from '~/ui/use-hydrated';
import { TRACKER_CHART_HEIGHT, type ChartDay } from './chart-parts';

const TrackerChartDrawing = lazy(() => import('./tracker-chart-drawing'));

/**
 * Daily completion (and, for the month, the streak) drawn in the browser only, in a box of fixed
 * height; hidden from screen readers, as the caption says the same in words.
 */
export function TrackerChart({
  title,
  days,
  streak,
  summary,
  testId,
}: {
  title: string;
  days: ChartDay[];
  streak: boolean;
  summary: string;
  testId: string;
}) {
  const drawn = useHydrated();
  return (
    <figure data-testid={testId} className="rounded-2xl bg-white p-5 shadow-sm">
      <h3 className="mb-2 font-semibold">{title}</h3>
      <div aria-hidden="true" dir="ltr" style={{ height: TRACKER_CHART_HEIGHT }}>
        {drawn ? (
          <Suspense fallback={null}>
            <TrackerChartDrawing days={days} streak={streak} />
          </Suspense>
        ) : null}
      </div>
      <figcaption className="mt-2 text-sm text-gray-700">{summary}</figcaption>
    </figure>
  );
}
