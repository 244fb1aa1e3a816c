/** One linear limit on a day part's amounts: the sum of perGram[i] × grams[i] lies in [low, high]. */
export type LinearLimit = { perGram: readonly number[]; low: number; high: number };

const dot = (a: readonly number[], x: readonly number[]) => a.reduce((sum, ai, i) => sum + ai * x[i]!, 0);

export type Solved =
  | { amounts: number[]; met: true }
  | { amounts: number[]; met: false; worst: { index: number; over: boolean } };

/** How far the amounts break a limit, relative to the limit's size. */
function breach(limit: LinearLimit, x: readonly number[]): number {
  const value = dot(limit.perGram, x);
  const scale = Math.max(1, Math.abs(limit.high === Infinity ? limit.low : limit.high));
  return Math.max(0, value - limit.high, limit.low - value) / scale;
}

/**
 * Amounts within their bounds that meet every limit, by cyclic projection: starting from the
 * preferred amounts, each broken limit in turn moves the amounts the shortest way onto it, then the
 * bounds are applied, until every limit holds. Limits and bounds are convex, so where amounts that
 * meet them all exist this finds some, close to the start. Where none were found, the limit broken
 * most, and which way: the day part needs another food.
 */
export function solveAmounts(
  start: readonly number[],
  lower: readonly number[],
  upper: readonly number[],
  limits: readonly LinearLimit[],
  rounds = 200,
): Solved {
  const x = start.map((value, i) => Math.min(upper[i]!, Math.max(lower[i]!, value)));
  for (let round = 0; round < rounds; round++) {
    let worst = 0;
    for (const limit of limits) {
      const value = dot(limit.perGram, x);
      const target = value > limit.high ? limit.high : value < limit.low ? limit.low : null;
      if (target === null) continue;
      worst = Math.max(worst, breach(limit, x));
      // Only amounts that can still move share the step, so the bounds do not undo it at once.
      const free = limit.perGram.map((a, i) =>
        (value > target && x[i]! > lower[i]! && a > 0) || (value < target && x[i]! < upper[i]! && a > 0)
          ? a
          : 0,
      );
      const norm = dot(free, free);
      if (norm === 0) continue;
      const step = (value - target) / norm;
      free.forEach((a, i) => (x[i] = Math.min(upper[i]!, Math.max(lower[i]!, x[i]! - step * a))));
    }
    if (worst === 0) return { amounts: x, met: true };
  }
  const breaches = limits.map((limit) => breach(limit, x));
  const index = breaches.indexOf(Math.max(...breaches));
  if (breaches[index]! < 1e-6) return { amounts: x, met: true };
  return {
    amounts: x,
    met: false,
    worst: { index, over: dot(limits[index]!.perGram, x) > limits[index]!.high },
  };
}
