// Kept apart from schema.ts so that pages showing events do not load zod.
import { dateFormat } from '~/i18n/dates';

/** "Tuesday, 12 May 2026" in the reader's language (the weekday the spec's dates lack). */
export function formatEventDate(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dateFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The user's local date ('YYYY-MM-DD') and time ('HH:mm') now. */
export type LocalNow = { date: string; time: string };

/** An event is past once its time has come, the same rule the list orders by. */
export function isPastEvent(event: { date: string; time: string }, now: LocalNow): boolean {
  return event.date < now.date || (event.date === now.date && event.time < now.time);
}
