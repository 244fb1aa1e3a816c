/** Fixed, so the page does not move when the chart is drawn after hydration. */
export const WEEK_CHART_HEIGHT = 240;

export type WeekChartProps = {
  days: { day: string; kcal: number; carbohydrate: number }[];
  targets: { kcal: number | null; carbohydrate: number | null };
};
