// Kept apart from schema.ts so that pages showing events do not load zod.

/** The user's local date ('YYYY-MM-DD') and time ('HH:mm') now. */
export type LocalNow = { date: string; time: string };

/** An event is past once its time has come, the same rule the list orders by. */
export function isPastEvent(event: { date: string; time: string }, now: LocalNow): boolean {
  return event.date < now.date || (event.date === now.date && event.time < now.time);
}
