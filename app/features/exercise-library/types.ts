import type { Localized } from '~/features/questionnaire/questions/types';

/** The questionnaire's restriction options (workout_restrictions), lower-cased: spared when restricted. */
export type BodyPart = 'back' | 'knees' | 'shoulders' | 'neck' | 'arms' | 'elbows' | 'legs';

/** The questionnaire's equipment options (workout_equipment); 'none' is body weight. */
export type Equipment =
  'none' | 'dumbbells' | 'resistance-bands' | 'pull-up-bar' | 'kettlebell' | 'exercise-mat' | 'gym';

/** The questionnaire's focus options (workout_focus). */
export type FocusArea = 'full-body' | 'biceps' | 'back' | 'glutes' | 'shoulders' | 'chest' | 'abs' | 'legs';

export type ExerciseCategory = 'strength' | 'cardio' | 'mobility' | 'stretching' | 'warm-up';

export type Exercise = {
  /** Stable, kebab-case, English: stored in plans and trackers, never shown. */
  id: string;
  name: Localized;
  instructions: Localized;
  category: ExerciseCategory;
  /** Body parts the exercise loads; it is left out when any of them is restricted. */
  loads: BodyPart[];
  /** Any one of these is enough to do it; ['none'] for body weight. */
  equipment: Equipment[];
  focus: FocusArea[];
  /** Metabolic equivalent from the 2024 Adult Compendium of Physical Activities. */
  met: number;
  compendiumCode: string;
  /** Repetitions per set, or seconds per set for timed exercises. */
  measure: 'reps' | 'seconds';
  defaultSets: number;
  defaultCount: number;
  /** Seconds of rest between sets. */
  restSeconds: number;
  level: 'beginner' | 'intermediate' | 'advanced';
};

export type MeditationKind =
  'breathing' | 'body-scan' | 'mindfulness' | 'visualisation' | 'loving-kindness' | 'movement' | 'sleep';

export type Meditation = {
  id: string;
  name: Localized;
  instructions: Localized;
  kind: MeditationKind;
  minutes: number;
  /** What it is chosen for. */
  goodFor: ('stress' | 'sleep' | 'focus' | 'energy' | 'mood')[];
  /** Calm practices suit evenings and high stress; energising ones suit mornings. */
  intensity: 'calm' | 'neutral' | 'energising';
  /** A published description or programme the practice follows. */
  source: string;
};
