import type { GlucoseUnit, TargetRange } from '../glucose';

/** Fixed, so the page does not move when the chart is drawn after hydration. */
export const GLUCOSE_CHART_HEIGHT = 260;

export type GlucoseChartProps = {
  readings: Array<{ measuredAt: Date; mgDl: number }>;
  from: number;
  to: number;
  unit: GlucoseUnit;
  target: TargetRange;
  timeZone: string;
  week: boolean;
  summary: string;
};
