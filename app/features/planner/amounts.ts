/** One linear limit on a day part's amounts: the sum of perGram[i] × grams[i] lies in [low, high]. */
export type LinearLimit = { perGram: readonly number[]; low: number; high: number };

/** Rounds without progress after which the limits are taken as not all attainable. */
const STALL_ROUNDS = 20;

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
  // Where the limits cannot all be met the projections circle: stop once they stop getting closer.
  let best = Infinity;
  let sinceBest = 0;
  for (let round = 0; round < rounds && sinceBest < STALL_ROUNDS; round++) {
    let worst = 0;
    for (const limit of limits) {
      const a = limit.perGram;
      const value = dot(a, x);
      const target = value > limit.high ? limit.high : value < limit.low ? limit.low : null;
      if (target === null) continue;
      worst = Math.max(worst, breach(limit, x));
      // Only amounts that can still move share the step, so the bounds do not undo it at once.
      const down = value > target;
      let norm = 0;
      for (let i = 0; i < x.length; i++) {
        if (a[i]! > 0 && (down ? x[i]! > lower[i]! : x[i]! < upper[i]!)) norm += a[i]! * a[i]!;
      }
      if (norm === 0) continue;
      const step = (value - target) / norm;
      for (let i = 0; i < x.length; i++) {
        if (a[i]! > 0 && (down ? x[i]! > lower[i]! : x[i]! < upper[i]!))
          x[i] = Math.min(upper[i]!, Math.max(lower[i]!, x[i]! - step * a[i]!));
      }
    }
    if (worst === 0) return { amounts: x, met: true };
    if (worst < best * 0.99) {
      best = worst;
      sinceBest = 0;
    } else sinceBest += 1;
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
