/** Calendar days as plain numbers: Gregorian arithmetic in UTC, and the Solar Hijri calendar through Intl. */

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

const DAY_MS = 86_400_000;

const toMs = (t: Ymd) => Date.UTC(t.y, t.m - 1, t.d);

function fromMs(ms: number): Ymd {
  const date = new Date(ms);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

export function parseYmd(text: string): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const t = { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  return isValidDate(t.y, t.m, t.d) ? t : null;
}

export const formatYmd = (t: Ymd) =>
  `${String(t.y).padStart(4, '0')}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;

export const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export const isValidDate = (y: number, m: number, d: number) =>
  Number.isInteger(y) && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);

export const addDays = (t: Ymd, days: number) => fromMs(toMs(t) + days * DAY_MS);

/** 0 = Sunday ... 6 = Saturday. */
export const weekday = (t: Ymd) => new Date(toMs(t)).getUTCDay();

export const compareYmd = (a: Ymd, b: Ymd) => toMs(a) - toMs(b);

const persianFormat = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The Solar Hijri (Persian) year, month and day of a Gregorian day. */
export function toPersian(t: Ymd): Ymd {
  const parts = persianFormat.formatToParts(new Date(toMs(t)));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: part('year'), m: part('month'), d: part('day') };
}

/**
 * The Gregorian day of a Solar Hijri date, or null when that date does not exist (Esfand 30 in a common
 * year, day 31 of an autumn month). Months 1-6 have 31 days and 7-11 have 30, so the day is found within
 * a couple of days of 20 March + the day of the year; Intl settles the exact one.
 */
export function fromPersian(p: Ymd): Ymd | null {
  if (p.y < 1 || p.m < 1 || p.m > 12 || p.d < 1 || p.d > (p.m <= 6 ? 31 : 30)) return null;
  const dayOfYear = (p.m <= 6 ? (p.m - 1) * 31 : 186 + (p.m - 7) * 30) + p.d - 1;
  const guess = Date.UTC(p.y + 621, 2, 20) + dayOfYear * DAY_MS;
  for (const offset of [0, 1, -1, 2, -2]) {
    const candidate = fromMs(guess + offset * DAY_MS);
    const back = toPersian(candidate);
    if (back.y === p.y && back.m === p.m && back.d === p.d) return candidate;
  }
  return null;
}
