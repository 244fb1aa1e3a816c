import { describe, expect, it } from 'vitest';
import { NEXT_DOSES_SHOWN, nextDoses, type ScheduledMedicine } from './overview';

const HOUR = 3_600_000;
const metformin: ScheduledMedicine = {
  id: 1,
  name: 'Metformin',
  usageAmount: '1 tablet',
  usageInterval: 12,
  usageStartDate: '2026-11-01',
  usageStartTime: '08:00',
  amount: null,
  refillLeadDays: 7,
};
const insulin: ScheduledMedicine = {
  ...metformin,
  id: 2,
  name: 'Insulin',
  usageInterval: 4,
  usageStartTime: '07:00',
};

describe('the next doses on the home page', () => {
  const now = Date.UTC(2026, 10, 25, 9, 0); // 09:00 UTC, an hour after the 08:00 Metformin dose

  it('lists the dose still due and the coming ones, soonest first, in the user zone', () => {
    const doses = nextDoses([metformin], [], 'UTC', now);
    expect(doses.map((dose) => [dose.scheduledAt, dose.state])).toEqual([
      ['2026-11-25T08:00:00.000Z', 'due'],
      ['2026-11-25T20:00:00.000Z', 'upcoming'],
      ['2026-11-26T08:00:00.000Z', 'upcoming'],
    ]);
    // In Istanbul (UTC+3) 08:00 is 05:00 UTC: missed four hours ago, so it is no longer listed.
    expect(nextDoses([metformin], [], 'Europe/Istanbul', now).map((dose) => dose.scheduledAt)[0]).toBe(
      '2026-11-25T17:00:00.000Z',
    );
  });

  it('leaves out doses marked taken or skipped, and stops at the few it shows', () => {
    const taken = {
      medicineId: 1,
      scheduledAt: Date.UTC(2026, 10, 25, 8, 0),
      status: 'taken' as const,
      takenAt: now - HOUR,
    };
    const doses = nextDoses([metformin, insulin], [taken], 'UTC', now);
    expect(doses).toHaveLength(NEXT_DOSES_SHOWN);
    expect(doses.some((dose) => dose.medicineId === 1 && dose.state === 'due')).toBe(false);
    expect(doses.map((dose) => dose.scheduledAt)).toEqual([...doses.map((dose) => dose.scheduledAt)].sort());
  });
});
