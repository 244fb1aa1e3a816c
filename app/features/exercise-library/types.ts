import type { Localized } from '~/features/questionnaire/questions/types';

/** The questionnaire's restriction options (workout_restrictions), lower-cased: spared when restricted. */
export type BodyPart = 'back' | 'knees' | 'shoulders' | 'neck' | 'arms' | 'elbows' | 'legs';

/** The questionnaire's equipment options (workout_equipment); 'none' is body weight. */
export type Equipment =
  'none' | 'dumbbells' | 'resistance-bands' | 'pull-up-bar' | 'kettlebell' | 'exercise-mat' | 'gym';

/** The questionnaire's focus options (workout_focus). */
export type FocusArea = 'full-body' | 'biceps' | 'back' | 'glutes' | 'shoulders' | 'chest' | 'abs' | 'legs';

export type ExerciseCategory = 'strength' | 'cardio' | 'balance' | 'mobility' | 'stretching' | 'warm-up';

/** Whether both feet leave the floor or land hard (jumps, hops, running on the spot). */
export type Impact = 'low' | 'high';

/**
 * The body's position while doing it. Kneeling (on all fours included) puts weight on the knees, so a
 * kneeling exercise loads them; supine work is left out after the first trimester of pregnancy.
 */
export type Position = 'standing' | 'seated' | 'kneeling' | 'prone' | 'supine' | 'side-lying' | 'hanging';

/**
 * The muscle groups strength work trains: the planner keeps 48 hours between two sessions that load
 * the same group (ACSM's Guidelines for Exercise Testing and Prescription, 11th ed.).
 */
export type MuscleGroup = 'upper' | 'lower' | 'core';

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
  impact: Impact;
  position: Position;
  /** The groups it trains as strength work; empty for every category but strength. */
  muscles: MuscleGroup[];
  /**
   * Restricted body parts it is a recommended strengthening exercise for, without loading them:
   * quadriceps and hip strengthening for painful knees (OARSI 2019, ACR/Arthritis Foundation 2019
   * knee osteoarthritis guidelines), trunk stabilisation without loaded bending for a painful back
   * (NICE NG59, low back pain and sciatica, 2016/2020).
   */
  therapyFor?: BodyPart[];
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
