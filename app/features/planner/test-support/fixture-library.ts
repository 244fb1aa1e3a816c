import type { Exercise, Meditation } from '~/features/exercise-library/types';
import type { Library } from '../library';
import { FIXTURE_FOODS, same } from './fixture-foods';

export { FIXTURE_FOODS };

// A small library for unit tests of edge cases (an allergy leaving few foods, an empty pool). The
// numbers are rounded USDA values; the real tables live in the nutrition and exercise features.

function exercise(
  id: string,
  category: Exercise['category'],
  loads: Exercise['loads'],
  equipment: Exercise['equipment'],
  focus: Exercise['focus'],
  measure: Exercise['measure'],
  sets: number,
  count: number,
  rest: number,
  level: Exercise['level'] = 'beginner',
): Exercise {
  return {
    id,
    name: same(id),
    instructions: same(`Do ${id} with control.`),
    category,
    loads,
    equipment,
    focus,
    met: 4,
    compendiumCode: '02050',
    measure,
    defaultSets: sets,
    defaultCount: count,
    restSeconds: rest,
    level,
    impact: HIGH_IMPACT.has(id) ? 'high' : 'low',
    position: POSITIONS[id] ?? 'standing',
    muscles: category === 'strength' ? [...new Set(focus.map((f) => MUSCLES_OF_FOCUS[f]))] : [],
  };
}

const HIGH_IMPACT = new Set(['jumping-jacks', 'burpee']);
const POSITIONS: Record<string, Exercise['position']> = {
  'glute-bridge': 'supine',
  'dead-bug': 'supine',
  'push-up': 'prone',
  plank: 'prone',
  'pull-up': 'hanging',
  'cat-cow': 'kneeling',
  'seated-breathing-stretch': 'seated',
};
const MUSCLES_OF_FOCUS: Record<Exercise['focus'][number], Exercise['muscles'][number]> = {
  'full-body': 'upper',
  biceps: 'upper',
  back: 'upper',
  shoulders: 'upper',
  chest: 'upper',
  abs: 'core',
  glutes: 'lower',
  legs: 'lower',
};

export const FIXTURE_EXERCISES: Exercise[] = [
  exercise('marching-in-place', 'warm-up', [], ['none'], ['full-body'], 'seconds', 1, 180, 0),
  exercise('arm-circles', 'warm-up', ['shoulders'], ['none'], ['shoulders'], 'seconds', 2, 30, 15),
  exercise('squat', 'strength', ['knees', 'legs'], ['none'], ['legs', 'glutes'], 'reps', 3, 12, 60),
  exercise('glute-bridge', 'strength', [], ['none', 'exercise-mat'], ['glutes'], 'reps', 3, 15, 45),
  exercise('push-up', 'strength', ['shoulders', 'arms', 'elbows'], ['none'], ['chest'], 'reps', 3, 10, 60),
  exercise('dumbbell-curl', 'strength', ['arms', 'elbows'], ['dumbbells'], ['biceps'], 'reps', 3, 12, 60),
  exercise('dumbbell-row', 'strength', ['back', 'arms'], ['dumbbells'], ['back'], 'reps', 3, 10, 60),
  exercise('plank', 'strength', ['shoulders'], ['none', 'exercise-mat'], ['abs'], 'seconds', 3, 30, 30),
  exercise('dead-bug', 'strength', [], ['none', 'exercise-mat'], ['abs'], 'reps', 3, 10, 30),
  exercise('brisk-walk', 'cardio', ['legs'], ['none'], ['full-body'], 'seconds', 1, 600, 0),
  exercise(
    'jumping-jacks',
    'cardio',
    ['knees', 'legs'],
    ['none'],
    ['full-body'],
    'seconds',
    3,
    45,
    30,
    'intermediate',
  ),
  exercise(
    'burpee',
    'cardio',
    ['knees', 'shoulders', 'legs'],
    ['none'],
    ['full-body'],
    'reps',
    3,
    10,
    60,
    'advanced',
  ),
  exercise(
    'kettlebell-swing',
    'strength',
    ['back', 'legs'],
    ['kettlebell'],
    ['glutes', 'legs'],
    'reps',
    3,
    15,
    60,
    'intermediate',
  ),
  exercise(
    'pull-up',
    'strength',
    ['shoulders', 'arms', 'elbows'],
    ['pull-up-bar'],
    ['back', 'biceps'],
    'reps',
    3,
    6,
    90,
    'advanced',
  ),
  exercise('cat-cow', 'mobility', [], ['none', 'exercise-mat'], ['back'], 'reps', 2, 10, 15),
  exercise('seated-breathing-stretch', 'stretching', [], ['none'], ['full-body'], 'seconds', 1, 120, 0),
];

function meditation(
  id: string,
  kind: Meditation['kind'],
  minutes: number,
  goodFor: Meditation['goodFor'],
  intensity: Meditation['intensity'],
): Meditation {
  return {
    id,
    name: same(id),
    instructions: same(`Practise ${id}.`),
    kind,
    minutes,
    goodFor,
    intensity,
    source: 'fixture',
  };
}

export const FIXTURE_MEDITATIONS: Meditation[] = [
  meditation('box-breathing', 'breathing', 5, ['stress', 'focus'], 'calm'),
  meditation('body-scan', 'body-scan', 20, ['sleep', 'stress'], 'calm'),
  meditation('sleep-wind-down', 'sleep', 15, ['sleep'], 'calm'),
  meditation('energising-breath', 'breathing', 5, ['energy', 'focus'], 'energising'),
  meditation('mindful-minute', 'mindfulness', 3, ['focus', 'stress'], 'neutral'),
  meditation('loving-kindness', 'loving-kindness', 10, ['mood', 'stress'], 'calm'),
  meditation('walking-meditation', 'movement', 10, ['mood', 'energy'], 'neutral'),
  meditation('long-body-scan', 'body-scan', 30, ['sleep', 'stress'], 'calm'),
];

export const FIXTURE_LIBRARY: Library = {
  foods: FIXTURE_FOODS,
  exercises: FIXTURE_EXERCISES,
  meditations: FIXTURE_MEDITATIONS,
};
