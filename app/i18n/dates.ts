/** Dates and times in the reader's language, with Latin digits and the Gregorian calendar (as the shop shows them). */

const common = { numberingSystem: 'latn', calendar: 'gregory' } as const;

/** A calendar day (YYYY-MM-DD) with its weekday, e.g. "Tue, Mar 10, 2026". */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    ...common,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** A short day for chart axes, e.g. "Mar 10". */
export function formatShortDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    ...common,
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The clock time of an instant in a time zone, e.g. "08:15". */
export function formatClock(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    ...common,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant);
}

/** Weekday and clock time of an instant in a time zone, e.g. "Tue 08:15". */
export function formatWeekdayClock(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    ...common,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant);
}

/** The short weekday of an instant in a time zone, e.g. "Tue". */
export function formatWeekday(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { ...common, weekday: 'short', timeZone }).format(instant);
}
