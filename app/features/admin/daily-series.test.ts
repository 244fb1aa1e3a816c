import { describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS, dailySeries, windowStart } from './daily-series';

describe('the dashboard window', () => {
  it('starts 29 days before today at midnight UTC, whatever the hour', () => {
    expect(windowStart(new Date('2026-03-01T23:59:59Z')).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(windowStart(new Date('2026-03-01T00:00:00Z')).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });

  it('has every day of the window in order, zero where nothing happened', () => {
    const start = windowStart(new Date('2026-03-01T12:00:00Z'));
    const series = dailySeries(start, {
      users: [{ day: '2026-01-31', n: 2 }],
      shopOrders: [{ day: '2026-02-28', n: 5 }],
      testRequests: [{ day: '2026-03-01', n: 1 }],
    });
    expect(series).toHaveLength(DASHBOARD_DAYS);
    expect(series[0]).toEqual({ day: '2026-01-31', users: 2, shopOrders: 0, testRequests: 0 });
    expect(series[28]).toEqual({ day: '2026-02-28', users: 0, shopOrders: 5, testRequests: 0 });
    expect(series[29]).toEqual({ day: '2026-03-01', users: 0, shopOrders: 0, testRequests: 1 });
    expect(new Set(series.map((d) => d.day)).size).toBe(DASHBOARD_DAYS);
    expect(series.slice(1, 28).every((d) => d.users + d.shopOrders + d.testRequests === 0)).toBe(true);
  });

  it('takes counts that the driver returns as text', () => {
    const start = windowStart(new Date('2026-03-01T12:00:00Z'));
    const series = dailySeries(start, {
      users: [{ day: '2026-02-10', n: '3' as unknown as number }],
      shopOrders: [],
      testRequests: [],
    });
    expect(series.find((d) => d.day === '2026-02-10')?.users).toBe(3);
  });
});
