import { instantOf, localDate, wallFrom, wallOf, weekStart } from '~/features/time-zone/zoned-time';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A dose not marked this long after it was due counts as missed. */
export const MISSED_AFTER_HOURS = 2;
/** Missed doses older than this stop asking to be marked (they still count as missed). */
export const MISSED_LOOKBACK_DAYS = 7;

/** What the schedule needs of a medicine: when the first dose is and the hours between doses. */
export type DoseSchedule = { startDate: string; startTime: string; intervalHours: number };

export type DoseMark = { scheduledAt: number; status: 'taken' | 'skipped'; takenAt: number | null };

export type DoseState = 'taken' | 'skipped' | 'missed' | 'due' | 'upcoming';

function intervalMs(schedule: DoseSchedule): number {
  return Math.round(schedule.intervalHours * 60) * 60_000;
}

/**
 * The wall time of dose k. Doses step in wall-clock hours, so they keep their clock times when
 * daylight saving starts or ends (08:00 stays 08:00; a 12-hour medicine stays at 08:00 and 20:00).
 */
function doseWall(schedule: DoseSchedule, k: number): number {
  return wallFrom(schedule.startDate, schedule.startTime) + k * intervalMs(schedule);
}

/**
 * The instants (UTC milliseconds) of the doses due in [from, to), oldest first. A wall time that
 * does not exist (spring forward) moves forward by the gap; two doses never share an instant.
 */
export function doseTimes(schedule: DoseSchedule, timeZone: string, from: number, to: number): number[] {
  const step = intervalMs(schedule);
  if (!(step > 0) || to <= from) return [];
  const startWall = doseWall(schedule, 0);
  // Offsets differ from UTC by under a day: start a day early and skip what is before `from`.
  const firstK = Math.max(0, Math.floor((wallOf(from, timeZone) - DAY_MS - startWall) / step));
  const times: number[] = [];
  for (let k = firstK; ; k++) {
    const instant = instantOf(doseWall(schedule, k), timeZone);
    if (instant >= to) break;
    // In the skipped hour wall times fall back onto instants already listed: each instant once, in order.
    if (instant >= from && instant > (times.at(-1) ?? -Infinity)) times.push(instant);
  }
  return times;
}

/** The first dose at or after `from`, or null for a schedule without a valid interval. */
export function nextDose(schedule: DoseSchedule, timeZone: string, from: number): number | null {
  return nthDoseFrom(schedule, timeZone, from, 0);
}

/**
 * The dose n places after the first one at or after `from` (n = 0 is that first one), found by its
 * index rather than by walking the n doses between (a year of hourly doses is one step). Doses
 * shorter than an hour apart that land in a skipped hour count as their own places here.
 */
export function nthDoseFrom(
  schedule: DoseSchedule,
  timeZone: string,
  from: number,
  n: number,
): number | null {
  const step = intervalMs(schedule);
  if (!(step > 0)) return null;
  const startWall = doseWall(schedule, 0);
  let k = Math.max(0, Math.floor((wallOf(from, timeZone) - DAY_MS - startWall) / step));
  while (instantOf(doseWall(schedule, k), timeZone) < from) k++;
  return instantOf(doseWall(schedule, k + n), timeZone);
}

/**
 * A dose's state at `now`: a mark wins; an unmarked dose is upcoming before it is due, due for
 * MISSED_AFTER_HOURS after, and missed from then on.
 */
export function doseState(scheduledAt: number, mark: DoseMark | undefined, now: number): DoseState {
  if (mark) return mark.status;
  if (now < scheduledAt) return 'upcoming';
  return now < scheduledAt + MISSED_AFTER_HOURS * HOUR_MS ? 'due' : 'missed';
}

/** The local day a dose counts for: the day it was scheduled, however late after midnight it was taken. */
export function doseDay(scheduledAt: number, timeZone: string): string {
  return localDate(scheduledAt, timeZone);
}

export type WeekAdherence = { week: string; taken: number; skipped: number; missed: number; percent: number };

/**
 * Taken doses out of all doses that were due, per ISO week (Monday, local dates), oldest first.
 * Doses still due or upcoming are left out: they have not had their chance yet.
 */
export function weeklyAdherence(
  doses: Array<{ scheduledAt: number; state: DoseState }>,
  timeZone: string,
): WeekAdherence[] {
  const weeks = new Map<string, WeekAdherence>();
  for (const dose of doses) {
    if (dose.state === 'due' || dose.state === 'upcoming') continue;
    const week = weekStart(doseDay(dose.scheduledAt, timeZone));
    const entry = weeks.get(week) ?? { week, taken: 0, skipped: 0, missed: 0, percent: 0 };
    entry[dose.state] += 1;
    weeks.set(week, entry);
  }
  return [...weeks.values()]
    .sort((a, b) => a.week.localeCompare(b.week))
    .map((entry) => {
      const total = entry.taken + entry.skipped + entry.missed;
      return { ...entry, percent: total ? Math.round((entry.taken / total) * 100) : 0 };
    });
}

/** Units taken per dose: the number a dose text starts with ("2 tablets" is 2), 1 when it names none. */
export function unitsPerDose(usageAmount: string): number {
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(usageAmount);
  const units = match ? Number(match[1]!.replace(',', '.')) : 1;
  return units > 0 ? units : 1;
}

export type RefillOutlook = {
  /** Doses the units on hand still cover. */
  dosesLeft: number;
  /** When the first dose comes that the units on hand cannot cover. */
  runsOutAt: number;
  /** True from refill_lead_days before runsOutAt, and whenever not even the next dose is covered. */
  remind: boolean;
};

/** When the units on hand run out, counting the doses from `now`; null when units are not counted. */
export function refillOutlook(
  schedule: DoseSchedule,
  timeZone: string,
  onHand: number | null,
  perDose: number,
  leadDays: number,
  now: number,
): RefillOutlook | null {
  if (onHand === null) return null;
  const dosesLeft = Math.max(0, Math.floor(onHand / perDose + 1e-9));
  const runsOutAt = nthDoseFrom(schedule, timeZone, now, dosesLeft);
  if (runsOutAt === null) return null;
  return { dosesLeft, runsOutAt, remind: dosesLeft === 0 || runsOutAt - now <= leadDays * DAY_MS };
}
