/**
 * Wall-clock time in a time zone, with the zone's rules from Intl (no library needed). A "wall"
 * value is the local date and time written as if it were UTC milliseconds, so that adding hours
 * to it keeps clock times, whatever daylight saving does in between.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** A zone name Intl knows, in the IANA shape (letters, digits and _ + - /), at most 64 characters. */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock (as UTC milliseconds) that an instant shows in the time zone. */
export function wallOf(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return (
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) +
    (((instant % 1000) + 1000) % 1000)
  );
}

/**
 * The instant a wall clock time names. A time skipped when clocks go forward is moved forward by
 * the gap (02:30 on the spring-forward night is 03:30); a time that happens twice when clocks go
 * back is its first occurrence (the same choice as Temporal's 'compatible').
 */
export function instantOf(wall: number, timeZone: string): number {
  const offsetBefore = wallOf(wall - DAY_MS, timeZone) - (wall - DAY_MS);
  const offsetAfter = wallOf(wall + DAY_MS, timeZone) - (wall + DAY_MS);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => wallOf(instant, timeZone) === wall,
  );
  if (candidates.length) return Math.min(...candidates);
  return wall - offsetBefore;
}

/** 'YYYY-MM-DD' and 'HH:mm' as a wall value. */
export function wallFrom(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return Date.UTC(year, month - 1, day, hour, minute);
}

/** The local date ('YYYY-MM-DD') of an instant in the time zone. */
export function localDate(instant: number, timeZone: string): string {
  return new Date(wallOf(instant, timeZone)).toISOString().slice(0, 10);
}

/** The local time ('HH:mm') of an instant in the time zone. */
export function localTime(instant: number, timeZone: string): string {
  return new Date(wallOf(instant, timeZone)).toISOString().slice(11, 16);
}

/** The local 'YYYY-MM-DDTHH:mm' of an instant (the value of a datetime-local input). */
export function localDateTime(instant: number, timeZone: string): string {
  return new Date(wallOf(instant, timeZone)).toISOString().slice(0, 16);
}

/** The instant a local 'YYYY-MM-DDTHH:mm' (a datetime-local input's value) names in the zone. */
export function instantOfLocal(dateTime: string, timeZone: string): number {
  return instantOf(wallFrom(dateTime.slice(0, 10), dateTime.slice(11, 16)), timeZone);
}

/** Start (inclusive) and end (exclusive) of a span of local days, as instants. */
export function daysBounds(firstDay: string, dayCount: number, timeZone: string): { from: Date; to: Date } {
  return {
    from: new Date(instantOf(wallFrom(firstDay, '00:00'), timeZone)),
    to: new Date(instantOf(wallFrom(addDays(firstDay, dayCount), '00:00'), timeZone)),
  };
}

/** A date plus whole days, as 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  return new Date(wallFrom(date, '00:00') + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday ('YYYY-MM-DD') of the ISO week a date falls in. */
export function weekStart(date: string): string {
  const weekday = (new Date(wallFrom(date, '00:00')).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}
