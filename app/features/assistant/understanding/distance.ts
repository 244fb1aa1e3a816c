/**
 * Edits (insert, delete, substitute, swap two neighbours) between two words, counted by code point,
 * or `limit + 1` as soon as it is clear the answer is above `limit`.
 */
export function damerauLevenshtein(a: string, b: string, limit: number): number {
  const left = Array.from(a);
  const right = Array.from(b);
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        best = Math.min(best, beforePrevious[j - 2]! + 1);
      }
      current.push(best);
      rowMinimum = Math.min(rowMinimum, best);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[right.length]!, limit + 1);
}
