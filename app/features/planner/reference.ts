import { EXERCISES, MEDITATIONS } from '~/features/exercise-library';
import { FOODS } from '~/features/nutrition';
import type { Library } from './library';

/** The reference tables the app's plans are made from. */
export const REFERENCE: Library = { foods: FOODS, exercises: EXERCISES, meditations: MEDITATIONS };
