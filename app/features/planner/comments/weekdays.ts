import { WEEK, type Weekday } from '../profile';
import type { CommentIntent } from '../types';
import { any, indexOf, negated, termOf, type Compiled } from './match';

/** The weekdays a clause names, and where: longer names first, each word one day at most. */
function weekdaysIn(c: Compiled, clause: readonly string[]) {
  const terms = c.lexicon.weekdays
    .flatMap(({ day, words }) => words.map((word) => ({ day, word, length: termOf(c, word).words.length })))
    .sort((a, b) => b.length - a.length || b.word.length - a.word.length);
  const taken = new Set<number>();
  const days = new Set<Weekday>();
  for (const { day, word, length } of terms) {
    for (let at = indexOf(c, clause, word, taken); at !== -1; at = indexOf(c, clause, word, taken)) {
      for (let k = at; k < at + length; k++) taken.add(k);
      days.add(day);
    }
  }
  // "يوم الجمعة", "pazar günü": the word "day" beside a day's name is part of the name.
  for (const word of days.size > 0 ? c.lexicon.dayWords : []) {
    const at = indexOf(c, clause, word, taken);
    if (at !== -1) for (let k = at; k < at + termOf(c, word).words.length; k++) taken.add(k);
  }
  return { days: WEEK.filter((day) => days.has(day)), taken };
}

/**
 * The training days a comment about workouts names: to train on ("only Monday and Thursday"), or,
 * said with a negation or a rest word, to keep free ("no workouts on Sunday"); a clause that only
 * names days takes the ask of the one before it. The day names are taken out of the clauses, so the
 * Persian "سه‌شنبه" (Tuesday) is not also "three days".
 */
export function weekdaysOf(c: Compiled, clauses: readonly string[][]) {
  const found = clauses.map((clause) => weekdaysIn(c, clause));
  const rest = clauses.map((clause, i) => clause.filter((_, k) => !found[i]!.taken.has(k)));
  const aboutWorkouts = clauses.some(
    (clause) => any(c, clause, c.lexicon.workoutWords) || any(c, clause, c.lexicon.restWords),
  );
  if (!aboutWorkouts || found.every((f) => f.days.length === 0)) return { intent: null, rest };
  const train = new Set<Weekday>();
  const free = new Set<Weekday>();
  let avoid = false;
  for (const [i, { days }] of found.entries()) {
    if (days.length === 0) continue;
    const words = rest[i]!;
    if (negated(c, words) || any(c, words, c.lexicon.restWords)) avoid = true;
    else if (words.length > 0) avoid = false;
    for (const day of days) (avoid ? free : train).add(day);
  }
  const intent: CommentIntent =
    train.size > 0
      ? { kind: 'workout-weekdays', days: WEEK.filter((d) => train.has(d) && !free.has(d)), avoid: false }
      : { kind: 'workout-weekdays', days: WEEK.filter((d) => free.has(d)), avoid: true };
  return { intent, rest };
}
