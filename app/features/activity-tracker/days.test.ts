import { describe, expect, it } from 'vitest';
import {
  beforePlan,
  completionRate,
  currentStreak,
  datesBetween,
  monthEnd,
  planWeekStart,
  scheduleIndexOfDate,
  streakSeries,
  summarise,
  type DaySummary,
} from './days';

describe('plan weeks', () => {
  it('start on Saturday: a date maps to its place in the schedule', () => {
    expect(scheduleIndexOfDate('2026-11-21')).toBe(0); // Saturday
    expect(scheduleIndexOfDate('2026-11-22')).toBe(1); // Sunday
    expect(scheduleIndexOfDate('2026-11-25')).toBe(4); // Wednesday
    expect(scheduleIndexOfDate('2026-11-27')).toBe(6); // Friday
    expect(planWeekStart('2026-11-25')).toBe('2026-11-21');
    expect(planWeekStart('2026-11-21')).toBe('2026-11-21');
    expect(planWeekStart('2026-03-02')).toBe('2026-02-28');
  });

  it('knows how long months are, leap years included', () => {
    expect(monthEnd('2026-11-25')).toBe('2026-11-30');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthEnd('2026-02-10')).toBe('2026-02-28');
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('day states', () => {
  const today = '2026-11-25';
  it('a day with nothing planned is rest, never missed', () => {
    expect(summarise('2026-11-20', 0, 0, today).status).toBe('rest');
  });
  it('done, partly done and missed days; today is in progress until all is done', () => {
    expect(summarise('2026-11-20', 3, 3, today).status).toBe('done');
    expect(summarise('2026-11-20', 3, 1, today).status).toBe('partial');
    expect(summarise('2026-11-20', 3, 0, today).status).toBe('missed');
    expect(summarise(today, 3, 1, today).status).toBe('pending');
    expect(summarise(today, 3, 3, today).status).toBe('done');
    expect(summarise('2026-11-26', 3, 0, today).status).toBe('upcoming');
  });
  it('counts no more done items than were planned', () => {
    expect(summarise('2026-11-20', 2, 5, today)).toEqual({
      date: '2026-11-20',
      planned: 2,
      done: 2,
      status: 'done',
    });
  });
});

/** Days from `from`, planned and done counts as given ([0, 0] is a rest day). */
function days(from: string, counts: [number, number][], today: string): DaySummary[] {
  const dates = datesBetween(from, '2100-01-01').slice(0, counts.length);
  return counts.map(([planned, done], i) => summarise(dates[i]!, planned, done, today));
}

describe('streaks', () => {
  it('run across a month end, rest days neither breaking nor adding to them', () => {
    // 28 Feb to 4 Mar 2026: done, rest, done (1 Mar), rest, done.
    const series = days(
      '2026-02-27',
      [
        [2, 2],
        [0, 0],
        [2, 2],
        [0, 0],
        [3, 3],
      ],
      '2026-03-03',
    );
    expect(streakSeries(series)).toEqual([1, 1, 2, 2, 3]);
    expect(currentStreak(series)).toBe(3);
  });

  it('are neither broken nor grown by days before the plan existed', () => {
    const series = [
      beforePlan('2026-10-30'),
      beforePlan('2026-10-31'),
      ...days(
        '2026-11-01',
        [
          [2, 2],
          [0, 0],
          [1, 1],
        ],
        '2026-11-03',
      ),
    ];
    expect(series.map((day) => day.status)).toEqual(['none', 'none', 'done', 'rest', 'done']);
    expect(streakSeries(series)).toEqual([0, 0, 1, 1, 2]);
    expect(completionRate(series, '2026-11-03')).toBe(1);
  });

  it('end on a missed or partly done day and start again after it', () => {
    const series = days(
      '2026-01-30',
      [
        [2, 2],
        [2, 1],
        [2, 2],
        [2, 0],
        [0, 0],
        [1, 1],
      ],
      '2026-02-10',
    );
    expect(streakSeries(series)).toEqual([1, 0, 1, 0, 0, 1]);
    expect(currentStreak(series)).toBe(1);
  });

  it('are not broken by today before it is done, nor by days to come', () => {
    const series = days(
      '2026-11-23',
      [
        [2, 2],
        [2, 2],
        [2, 1],
        [2, 0],
      ],
      '2026-11-25',
    );
    expect(series.map((day) => day.status)).toEqual(['done', 'done', 'pending', 'upcoming']);
    expect(streakSeries(series)).toEqual([1, 2, 2, 2]);
  });
});

describe('completion rates', () => {
  it('are the share of planned items done up to today, rest days left out', () => {
    const week = days(
      '2026-11-21',
      [
        [4, 4],
        [0, 0],
        [4, 2],
        [0, 0],
        [2, 1],
        [3, 0],
        [0, 0],
      ],
      '2026-11-25',
    );
    // Up to Wednesday 25: 4 + 2 + 1 done of 4 + 4 + 2 planned; Thursday is still to come.
    expect(completionRate(week, '2026-11-25')).toBe(7 / 10);
  });

  it('is none, not zero, when nothing was planned', () => {
    expect(completionRate(days('2026-11-21', [[0, 0]], '2026-11-25'), '2026-11-25')).toBeNull();
    expect(completionRate([], '2026-11-25')).toBeNull();
  });
});
