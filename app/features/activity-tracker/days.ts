import { addDays } from '~/features/time-zone/zoned-time';

/** 'none': a day before the user had a plan, which can be neither rest nor missed. */
export type DayStatus = 'none' | 'rest' | 'done' | 'partial' | 'missed' | 'pending' | 'upcoming';

/** One day of a tracker: how many items the plan had that day and how many were marked done. */
export type DaySummary = { date: string; planned: number; done: number; status: DayStatus };

/** The schedule's index of a calendar date: weeks start on Saturday (spec 000 section 9). */
export function scheduleIndexOfDate(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 1) % 7;
}

/** The Saturday on or before a date: the first day of its plan week. */
export function planWeekStart(date: string): string {
  return addDays(date, -scheduleIndexOfDate(date));
}

export function monthStart(date: string): string {
  return `${date.slice(0, 8)}01`;
}

export function monthEnd(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** A day with nothing planned is rest, never missed; today is pending until all of it is done. */
export function statusOf(date: string, planned: number, done: number, today: string): DayStatus {
  if (planned === 0) return 'rest';
  if (done >= planned) return 'done';
  if (date > today) return 'upcoming';
  if (date === today) return 'pending';
  return done > 0 ? 'partial' : 'missed';
}

export function summarise(date: string, planned: number, done: number, today: string): DaySummary {
  const counted = Math.min(done, planned);
  return { date, planned, done: counted, status: statusOf(date, planned, counted, today) };
}

/** A day before the plan existed: nothing planned, nothing to miss. */
export function beforePlan(date: string): DaySummary {
  return { date, planned: 0, done: 0, status: 'none' };
}

/**
 * The streak as of each day (days in date order): a fully done day adds one, a partly done or
 * missed one ends it; rest days, days before the plan, today before it is done and days to come
 * leave it as it was.
 */
export function streakSeries(days: readonly DaySummary[]): number[] {
  let streak = 0;
  return days.map((day) => {
    if (day.status === 'done') streak += 1;
    else if (day.status === 'partial' || day.status === 'missed') streak = 0;
    return streak;
  });
}

export function currentStreak(days: readonly DaySummary[]): number {
  return streakSeries(days).at(-1) ?? 0;
}

/**
 * The share of planned items done over days up to today, 0 to 1; null when nothing was planned
 * (a week of rest has no rate, rather than a rate of zero).
 */
export function completionRate(days: readonly DaySummary[], today: string): number | null {
  let planned = 0;
  let done = 0;
  for (const day of days) {
    if (day.date > today) continue;
    planned += day.planned;
    done += day.done;
  }
  return planned === 0 ? null : done / planned;
}
