/** Wall-clock times in the user's time zone, with Intl only (no date library in the project). */

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    partsFormat(value);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in a zone: YYYY-MM-DDTHH:mm:ss. */
function wallClock(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

export function localDay(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).slice(0, 10);
}

/** YYYY-MM-DDTHH:mm, as a datetime-local input shows it. */
export function localDateTime(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).slice(0, 16);
}

function offsetMs(instant: Date, timeZone: string): number {
  return Date.parse(`${wallClock(instant, timeZone)}Z`) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time (YYYY-MM-DDTHH:mm) names in a zone. A time skipped by a
 * daylight-saving change is read with the offset before it; a repeated time is its first occurrence.
 */
export function zonedToUtc(wall: string, timeZone: string): Date {
  const full = wall.length === 16 ? `${wall}:00` : wall;
  const asUtc = Date.parse(`${full}Z`);
  const day = 24 * 60 * 60 * 1000;
  const before = asUtc - offsetMs(new Date(asUtc - day), timeZone);
  const after = asUtc - offsetMs(new Date(asUtc + day), timeZone);
  const valid = [before, after].filter((candidate) => wallClock(new Date(candidate), timeZone) === full);
  return new Date(valid.length ? Math.min(...valid) : before);
}

/** The calendar day after `day` (YYYY-MM-DD), by the calendar, not by 24 hours. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Start (inclusive) and end (exclusive) of a span of local days. */
export function daysBounds(firstDay: string, dayCount: number, timeZone: string): { from: Date; to: Date } {
  return {
    from: zonedToUtc(`${firstDay}T00:00`, timeZone),
    to: zonedToUtc(`${addDays(firstDay, dayCount)}T00:00`, timeZone),
  };
}
