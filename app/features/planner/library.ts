import type { Exercise, Meditation } from '~/features/exercise-library/types';
import type { Food } from '~/features/nutrition/types';

/** The reference data the planner chooses from. */
export type Library = {
  foods: readonly Food[];
  exercises: readonly Exercise[];
  meditations: readonly Meditation[];
};
