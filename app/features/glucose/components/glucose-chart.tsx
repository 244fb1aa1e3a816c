import { lazy, Suspense } from 'react';
import { useHydrated } from '~/ui/use-hydrated';
import { GLUCOSE_CHART_HEIGHT, type GlucoseChartProps } from './glucose-chart-parts';

// Drawn in the browser only, into a box of fixed height: the server never loads recharts, and the
// page does not move when the drawing appears.
const GlucoseChartDrawing = lazy(() => import('./glucose-chart-drawing'));

/**
 * Readings over the shown day or week, the target band shaded. The drawing is hidden from screen
 * readers: the summary under it and the readings table say the same in text.
 */
export function GlucoseChart({ summary, ...drawing }: GlucoseChartProps) {
  const drawn = useHydrated();
  return (
    <figure>
      <div aria-hidden="true" dir="ltr" style={{ height: GLUCOSE_CHART_HEIGHT }}>
        {drawn ? (
          <Suspense fallback={null}>
            <GlucoseChartDrawing {...drawing} />
          </Suspense>
        ) : null}
      </div>
      <figcaption className="mt-2 text-sm text-gray-600">{summary}</figcaption>
    </figure>
  );
}
