/** Dates and times in the reader's language, with Latin digits and the Gregorian calendar (as the shop shows them). */

const common = { numberingSystem: 'latn', calendar: 'gregory' } as const;
const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

// Making a formatter costs far more than using one, and a page formats dozens of dates. The
// languages, time zones and shapes in use are few; the bound only guards against surprises.
const formats = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATS = 500;

/** A date formatter made once per language and options: every date on our pages goes through one. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A calendar day (YYYY-MM-DD) with its weekday, e.g. "Tue, Mar 10, 2026". */
export function formatDay(day: string, locale: string): string {
  return dateFormat(locale, {
    ...common,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** A calendar day (YYYY-MM-DD) in full, e.g. "Tuesday, May 12, 2026", or "Tuesday, May 12" without the year. */
export function formatLongDay(day: string, locale: string, { year = true } = {}): string {
  return dateFormat(locale, {
    ...common,
    weekday: 'long',
    ...(year ? { year: 'numeric' } : {}),
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** A short day for chart axes, e.g. "Mar 10". */
export function formatShortDay(day: string, locale: string): string {
  return dateFormat(locale, { ...common, month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** The clock time of an instant in a time zone, e.g. "08:15". */
export function formatClock(instant: Date, locale: string, timeZone: string): string {
  return dateFormat(locale, { ...common, ...clock, timeZone }).format(instant);
}

/** Weekday and clock time of an instant in a time zone, e.g. "Tue 08:15". */
export function formatWeekdayClock(instant: Date, locale: string, timeZone: string): string {
  return dateFormat(locale, { ...common, weekday: 'short', ...clock, timeZone }).format(instant);
}

/** The short weekday of an instant in a time zone, e.g. "Tue". */
export function formatWeekday(instant: Date, locale: string, timeZone: string): string {
  return dateFormat(locale, { ...common, weekday: 'short', timeZone }).format(instant);
}
