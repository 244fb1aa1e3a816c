import { describe, expect, it } from 'vitest';
import {
  doseDay,
  doseState,
  doseTimes,
  MISSED_AFTER_HOURS,
  nextDose,
  refillOutlook,
  unitsPerDose,
  weeklyAdherence,
  type DoseSchedule,
} from './schedule';
import { instantOf, localDateTime, wallFrom } from '~/features/time-zone/zoned-time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const utc = (text: string) => Date.parse(text);
/** The doses of a schedule in [from, to) as local 'YYYY-MM-DDTHH:mm' in the zone. */
function local(schedule: DoseSchedule, zone: string, from: string, to: string): string[] {
  const at = (text: string) => instantOf(wallFrom(text.slice(0, 10), text.slice(11, 16)), zone);
  return doseTimes(schedule, zone, at(from), at(to)).map((instant) => localDateTime(instant, zone));
}
const every = (intervalHours: number, startDate = '2026-01-01', startTime = '08:00'): DoseSchedule => ({
  startDate,
  startTime,
  intervalHours,
});

describe('dose times', () => {
  it('steps by the interval across midnight', () => {
    expect(local(every(8, '2026-05-10', '16:00'), 'UTC', '2026-05-10T00:00', '2026-05-11T12:00')).toEqual([
      '2026-05-10T16:00',
      '2026-05-11T00:00',
      '2026-05-11T08:00',
    ]);
  });

  it('rolls over month and year ends, leap day included', () => {
    const zone = 'Europe/Berlin';
    expect(local(every(24, '2028-02-27', '21:30'), zone, '2028-02-27T00:00', '2028-03-02T00:00')).toEqual([
      '2028-02-27T21:30',
      '2028-02-28T21:30',
      '2028-02-29T21:30',
      '2028-03-01T21:30',
    ]);
    expect(local(every(12, '2026-12-31', '20:00'), zone, '2026-12-31T00:00', '2027-01-02T00:00')).toEqual([
      '2026-12-31T20:00',
      '2027-01-01T08:00',
      '2027-01-01T20:00',
    ]);
    expect(local(every(36, '2026-04-29', '08:00'), 'UTC', '2026-04-29T00:00', '2026-05-04T00:00')).toEqual([
      '2026-04-29T08:00',
      '2026-04-30T20:00',
      '2026-05-02T08:00',
      '2026-05-03T20:00',
    ]);
  });

  it('has no doses before the start, and one a week for 168 hours', () => {
    const schedule = every(168, '2026-06-01', '09:00');
    expect(local(schedule, 'UTC', '2026-05-01T00:00', '2026-06-20T00:00')).toEqual([
      '2026-06-01T09:00',
      '2026-06-08T09:00',
      '2026-06-15T09:00',
    ]);
  });

  describe.each([
    // Clocks go forward: Berlin 29 March 2026 02:00 → 03:00; New York 8 March 2026 02:00 → 03:00.
    { zone: 'Europe/Berlin', spring: '2026-03-29', autumn: '2026-10-25' },
    { zone: 'America/New_York', spring: '2026-03-08', autumn: '2026-11-01' },
  ])('daylight saving in $zone', ({ zone, spring, autumn }) => {
    const dayBefore = (date: string) => new Date(utc(`${date}T00:00Z`) - DAY).toISOString().slice(0, 10);
    const dayAfter = (date: string) => new Date(utc(`${date}T00:00Z`) + DAY).toISOString().slice(0, 10);

    it.each([spring, autumn])('keeps 08:00 and 20:00 on the change day %s', (change) => {
      const doses = local(
        every(12, dayBefore(change), '08:00'),
        zone,
        `${dayBefore(change)}T00:00`,
        `${dayAfter(change)}T23:59`,
      );
      expect(doses).toEqual([
        `${dayBefore(change)}T08:00`,
        `${dayBefore(change)}T20:00`,
        `${change}T08:00`,
        `${change}T20:00`,
        `${dayAfter(change)}T08:00`,
        `${dayAfter(change)}T20:00`,
      ]);
    });

    it('keeps an 8-hour rhythm on the clock, so that the change night has a shorter or longer gap', () => {
      const start = dayBefore(spring);
      const schedule = every(8, start, '00:00');
      const at = (date: string, time: string) => instantOf(wallFrom(date, time), zone);
      const doses = doseTimes(schedule, zone, at(start, '00:00'), at(dayAfter(spring), '00:00'));
      expect(doses.map((d) => localDateTime(d, zone))).toEqual([
        `${start}T00:00`,
        `${start}T08:00`,
        `${start}T16:00`,
        `${spring}T00:00`,
        `${spring}T08:00`,
        `${spring}T16:00`,
      ]);
      // 00:00 to 08:00 on the night clocks go forward is seven real hours.
      expect(doses[4]! - doses[3]!).toBe(7 * HOUR);
      const autumnDoses = doseTimes(schedule, zone, at(autumn, '00:00'), at(autumn, '09:00'));
      expect(autumnDoses[1]! - autumnDoses[0]!).toBe(9 * HOUR);
    });

    it('moves a dose in the skipped hour to the hour after, and gives a repeated hour once', () => {
      const skipped = local(
        every(24, dayBefore(spring), '02:30'),
        zone,
        `${spring}T00:00`,
        `${spring}T23:00`,
      );
      expect(skipped).toEqual([`${spring}T03:30`]);
      const hourly = doseTimes(
        every(1, autumn, '00:00'),
        zone,
        instantOf(wallFrom(autumn, '00:00'), zone),
        instantOf(wallFrom(autumn, '04:00'), zone),
      );
      // 00, 01, 02 (first time), 03: the repeated hour is not a second dose.
      expect(hourly.map((d) => localDateTime(d, zone).slice(11))).toEqual([
        '00:00',
        '01:00',
        '02:00',
        '03:00',
      ]);
    });
  });

  it('lists each instant once and in order when half-hourly doses cross the skipped hour', () => {
    const zone = 'Europe/Berlin';
    const doses = local(every(0.5, '2026-03-29', '01:00'), zone, '2026-03-29T01:00', '2026-03-29T04:01');
    expect(doses).toEqual([
      '2026-03-29T01:00',
      '2026-03-29T01:30',
      '2026-03-29T03:00',
      '2026-03-29T03:30',
      '2026-03-29T04:00',
    ]);
  });

  it('finds the next dose from now, and none for a zero interval', () => {
    const schedule = every(8, '2026-05-10', '06:00');
    expect(new Date(nextDose(schedule, 'UTC', utc('2026-05-12T15:00Z'))!).toISOString()).toBe(
      '2026-05-12T22:00:00.000Z',
    );
    expect(nextDose(every(0), 'UTC', utc('2026-05-12T15:00Z'))).toBeNull();
  });
});

describe('dose states and days', () => {
  const due = utc('2026-05-10T22:00Z');

  it('is upcoming, then due, then missed after the grace time; a mark wins', () => {
    expect(doseState(due, undefined, due - 1)).toBe('upcoming');
    expect(doseState(due, undefined, due)).toBe('due');
    expect(doseState(due, undefined, due + MISSED_AFTER_HOURS * HOUR - 1)).toBe('due');
    expect(doseState(due, undefined, due + MISSED_AFTER_HOURS * HOUR)).toBe('missed');
    expect(doseState(due, { scheduledAt: due, status: 'skipped', takenAt: null }, due + DAY)).toBe('skipped');
  });

  it('counts a 22:00 dose taken at 01:30 for its own day and week', () => {
    const sunday = utc('2026-05-10T22:00Z');
    expect(doseDay(sunday, 'UTC')).toBe('2026-05-10');
    const weeks = weeklyAdherence(
      [
        { scheduledAt: sunday, state: 'taken' },
        { scheduledAt: sunday - DAY, state: 'missed' },
        { scheduledAt: sunday + DAY, state: 'taken' },
        { scheduledAt: sunday + 2 * DAY, state: 'upcoming' },
      ],
      'UTC',
    );
    expect(weeks).toEqual([
      { week: '2026-05-04', taken: 1, skipped: 0, missed: 1, percent: 50 },
      { week: '2026-05-11', taken: 1, skipped: 0, missed: 0, percent: 100 },
    ]);
  });

  it('takes the day in the user’s zone, not in UTC', () => {
    // 23:30 in New York is already the next day in UTC.
    const late = instantOf(wallFrom('2026-05-10', '23:30'), 'America/New_York');
    expect(doseDay(late, 'America/New_York')).toBe('2026-05-10');
  });
});

describe('refills', () => {
  const schedule = every(12, '2026-05-01', '08:00');
  const now = utc('2026-05-10T09:00Z');

  it('reads the units of a dose from its text', () => {
    expect(unitsPerDose('2 tablets')).toBe(2);
    expect(unitsPerDose('0,5 ml')).toBe(0.5);
    expect(unitsPerDose('one puff')).toBe(1);
  });

  it('runs out at the first dose the units cannot cover, and reminds from the lead days before', () => {
    // 10 tablets at 1 a dose: 20:00 on the 10th is the first of ten; the eleventh is 08:00 on the 15th.
    const outlook = refillOutlook(schedule, 'UTC', 10, 1, 3, now)!;
    expect(outlook.dosesLeft).toBe(10);
    expect(new Date(outlook.runsOutAt).toISOString()).toBe('2026-05-15T20:00:00.000Z');
    expect(outlook.remind).toBe(false);
    expect(refillOutlook(schedule, 'UTC', 10, 1, 6, now)!.remind).toBe(true);
    expect(refillOutlook(schedule, 'UTC', 1, 2, 0, now)).toMatchObject({ dosesLeft: 0, remind: true });
    expect(refillOutlook(schedule, 'UTC', null, 1, 7, now)).toBeNull();
  });
});
