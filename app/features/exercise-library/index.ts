import { balanceExercises } from './exercises/balance';
import { bandExercises } from './exercises/bands';
import { bodyWeightExercises } from './exercises/body-weight';
import { moreBodyWeightExercises } from './exercises/more-body-weight';
import { cardioExercises } from './exercises/cardio';
import { dumbbellExercises } from './exercises/dumbbells';
import { floorExercises } from './exercises/floor';
import { gentleCardioExercises } from './exercises/gentle-cardio';
import { gymExercises } from './exercises/gym';
import { kettlebellExercises } from './exercises/kettlebell';
import { mobilityExercises } from './exercises/mobility';
import { pullUpBarExercises } from './exercises/pull-up-bar';
import { stretchingExercises } from './exercises/stretching';
import { therapeuticExercises } from './exercises/therapeutic';
import { warmUpExercises } from './exercises/warm-up';
import { MEDITATIONS } from './meditations';
import type { Exercise, Meditation } from './types';

// MET values and activity codes: ./exercises/compendium.ts; decision: docs/decisions/032-reference-data.md.
export const EXERCISES: readonly Exercise[] = [
  ...warmUpExercises,
  ...bodyWeightExercises,
  ...moreBodyWeightExercises,
  ...floorExercises,
  ...dumbbellExercises,
  ...bandExercises,
  ...kettlebellExercises,
  ...pullUpBarExercises,
  ...gymExercises,
  ...therapeuticExercises,
  ...cardioExercises,
  ...gentleCardioExercises,
  ...balanceExercises,
  ...mobilityExercises,
  ...stretchingExercises,
];

const exercisesById = new Map(EXERCISES.map((exercise) => [exercise.id, exercise]));
const meditationsById = new Map(MEDITATIONS.map((meditation) => [meditation.id, meditation]));

export function exerciseById(id: string): Exercise | undefined {
  return exercisesById.get(id);
}

export function meditationById(id: string): Meditation | undefined {
  return meditationsById.get(id);
}

export { MEDITATIONS };
export type { Exercise, Meditation } from './types';
