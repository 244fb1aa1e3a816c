export type HistoryPoint = { day: string; value: number };

/** Fixed, so the page does not move when the chart is drawn after hydration. */
export const CHART_HEIGHT = 260;
