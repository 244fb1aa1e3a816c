/** The dashboard's chart covers the last 30 days, today included (UTC days). */
export const DASHBOARD_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type DailyCounts = { day: string; users: number; shopOrders: number; testRequests: number };

/** A day as YYYY-MM-DD in UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Midnight UTC of the first day of the window that ends today. */
export function windowStart(now: Date, days = DASHBOARD_DAYS): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

type DayCount = { day: string; n: number };

/** Every day of the window in order, with zero where a series has no row for that day. */
export function dailySeries(
  start: Date,
  counts: { users: DayCount[]; shopOrders: DayCount[]; testRequests: DayCount[] },
  days = DASHBOARD_DAYS,
): DailyCounts[] {
  const lookup = (rows: DayCount[]) => new Map(rows.map((row) => [row.day, Number(row.n)]));
  const users = lookup(counts.users);
  const shopOrders = lookup(counts.shopOrders);
  const testRequests = lookup(counts.testRequests);
  return Array.from({ length: days }, (_, index) => {
    const day = utcDay(new Date(start.getTime() + index * DAY_MS));
    return {
      day,
      users: users.get(day) ?? 0,
      shopOrders: shopOrders.get(day) ?? 0,
      testRequests: testRequests.get(day) ?? 0,
    };
  });
}
