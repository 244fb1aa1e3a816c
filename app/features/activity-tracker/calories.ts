import type { ScheduledExercise } from '~/db/schema/plans';
import { EXERCISES, exerciseById, type Exercise } from '~/features/exercise-library';
import type { AnswerValue } from '~/features/questionnaire/questions/types';

/** The planner's time per repetition (app/features/planner/workout.ts), so minutes agree with the plan. */
export const SECONDS_PER_REP = 3;
/** Rest between sets of an exercise the library does not know (a plan from a chat model). */
export const DEFAULT_REST_SECONDS = 30;
const KG_PER_LB = 0.45359237;

/** The library entry of a planned exercise: by its id, else by its name in any language. */
export function libraryExerciseOf(item: Pick<ScheduledExercise, 'id' | 'name'>): Exercise | undefined {
  const byId = item.id ? exerciseById(item.id) : undefined;
  if (byId) return byId;
  const name = item.name.trim().toLocaleLowerCase();
  return EXERCISES.find((exercise) =>
    Object.values(exercise.name).some((text) => text.toLocaleLowerCase() === name),
  );
}

/** The questionnaire's weight answer in kilograms (as the planner reads it), or null if not answered. */
export function weightKgOf(answer: readonly AnswerValue[] | undefined): number | null {
  const value = answer?.[0];
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return answer?.[1] === 'lb' ? value * KG_PER_LB : value;
}

/** Minutes an exercise takes: its sets, their repetitions or seconds, and the rests between them. */
export function minutesOfItem(item: ScheduledExercise): number {
  const library = libraryExerciseOf(item);
  const counts = item.counts ?? [];
  if (library && counts.length > 0) {
    const work = counts.reduce(
      (sum, count) => sum + (library.measure === 'reps' ? count * SECONDS_PER_REP : count),
      0,
    );
    return (work + (counts.length - 1) * library.restSeconds) / 60;
  }
  // The planner writes durations with Latin digits in every language ("12 min", "12 دقيقة").
  const stated = /\d+(?:[.,]\d+)?/.exec(item.duration);
  return stated ? Number(stated[0].replace(',', '.')) : 0;
}

/** kcal = MET × 3.5 × kg / 200 × minutes (the Compendium's formula). */
export function kcalOf(met: number, weightKg: number, minutes: number): number {
  return ((met * 3.5 * weightKg) / 200) * minutes;
}

/** The estimate for one planned exercise; null when its MET or the weight is unknown. */
export function estimateKcal(item: ScheduledExercise, weightKg: number | null): number | null {
  const library = libraryExerciseOf(item);
  if (!library || weightKg === null) return null;
  return kcalOf(library.met, weightKg, minutesOfItem(item));
}
