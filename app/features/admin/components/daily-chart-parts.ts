/** The chart's lines, in the legend's order, with colours that hold 3:1 against white. */
export const SERIES = [
  { key: 'users', color: '#0f766e' },
  { key: 'shopOrders', color: '#b45309' },
  { key: 'testRequests', color: '#6d28d9' },
] as const;

/** A day (YYYY-MM-DD) as "Nov 3" in the page's language, with Latin digits like every number of ours. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
    calendar: 'gregory',
  }).format(new Date(`${day}T00:00:00Z`));
}
