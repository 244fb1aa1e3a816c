import type { DaySummary } from '../days';

export const TRACKER_CHART_HEIGHT = 220;

/** A day of a chart; the month's days carry the streak as of that day. */
export type ChartDay = DaySummary & { streak?: number };
