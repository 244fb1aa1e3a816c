import { describe, expect, it } from 'vitest';

import { workoutQuestions } from '~/features/questionnaire/questions/workout';
import type { SelectQuestion } from '~/features/questionnaire/questions/types';
import { locales } from '~/i18n/locales';

import { COMPENDIUM } from './exercises/compendium';
import { EXERCISES, MEDITATIONS, exerciseById, meditationById } from './index';
import type { BodyPart, Equipment, Exercise, FocusArea } from './types';

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function options(name: string): string[] {
  const question = workoutQuestions.find((q) => q.name === name) as SelectQuestion;
  return question.options.map((option) => option.en);
}

// The questionnaire stores English labels; the library uses kebab-case values of the same options.
const FOCUS_OF: Record<string, FocusArea> = {
  'Full Body': 'full-body',
  'Massive Biceps': 'biceps',
  'Wider Back': 'back',
  'Tight Glutes': 'glutes',
  'Boulder Shoulders': 'shoulders',
  'Broad Chest': 'chest',
  'Six-pack': 'abs',
  'Strong Legs': 'legs',
};
const EQUIPMENT_OF: Record<string, Equipment> = {
  None: 'none',
  Dumbbells: 'dumbbells',
  'Resistance bands': 'resistance-bands',
  'Pull-up bar': 'pull-up-bar',
  Kettlebell: 'kettlebell',
  'Exercise mat': 'exercise-mat',
  Gym: 'gym',
};
function mapped<T>(labels: string[], table: Record<string, T>): T[] {
  return labels.map((label) => {
    const value = table[label];
    if (value === undefined) throw new Error(`The library has no value for the option ${label}`);
    return value;
  });
}
const FOCUS_AREAS = mapped(options('workout_focus'), FOCUS_OF);
const EQUIPMENT = mapped(options('workout_equipment'), EQUIPMENT_OF);
const BODY_PARTS = options('workout_restrictions')
  .filter((label) => label !== 'No Issues')
  .map((label) => label.toLowerCase() as BodyPart);

/** Body weight is always at hand; the rest only when the user has it. */
function doable(exercise: Exercise, equipment: Equipment): boolean {
  return exercise.equipment.some((item) => item === 'none' || item === equipment);
}

/** A focus area cannot be trained without the body part named here: its restriction may leave it empty. */
const NEEDS: Partial<Record<FocusArea, BodyPart[]>> = {
  biceps: ['arms', 'elbows'],
  shoulders: ['shoulders'],
  chest: ['shoulders', 'arms', 'elbows'],
  back: ['back'],
  legs: ['legs'],
  glutes: ['legs'],
};

/** Workouts are built from strength and cardio exercises; warm-ups and stretches frame them. */
const TRAINING = new Set(['strength', 'cardio']);

const FORBIDDEN_WORDS = [
  'yoga',
  'meditat',
  'meditasyon',
  'meditación',
  'یوگا',
  'يوغا',
  'مراقبه',
  'تأمل',
  'مدیتیشن',
];

function uniqueAndPresent(texts: string[], label: string) {
  expect(
    texts.every((text) => text.trim().length > 0),
    label,
  ).toBe(true);
  const duplicates = texts.filter((text, index) => texts.indexOf(text) !== index);
  expect(duplicates, label).toEqual([]);
}

describe('the exercise library', () => {
  it('has at least 85 exercises', () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(85);
  });

  it('maps every questionnaire option to a library value', () => {
    expect(new Set(FOCUS_AREAS).size).toBe(8);
    expect(new Set(EQUIPMENT).size).toBe(7);
    expect(BODY_PARTS).toEqual(['back', 'knees', 'shoulders', 'neck', 'arms', 'elbows', 'legs']);
  });

  it('has unique kebab-case ids that exerciseById finds', () => {
    const ids = EXERCISES.map((exercise) => exercise.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const exercise of EXERCISES) {
      expect(exercise.id).toMatch(KEBAB_CASE);
      expect(exerciseById(exercise.id)).toBe(exercise);
    }
    expect(exerciseById('no-such-exercise')).toBeUndefined();
  });

  it('names and explains every exercise in every language, uniquely', () => {
    for (const { code } of locales) {
      uniqueAndPresent(
        EXERCISES.map((exercise) => exercise.name[code]),
        `names ${code}`,
      );
      uniqueAndPresent(
        EXERCISES.map((exercise) => exercise.instructions[code]),
        `instructions ${code}`,
      );
    }
  });

  it('explains each exercise in two or three sentences', () => {
    for (const exercise of EXERCISES) {
      const sentences = exercise.instructions.en.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, exercise.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, exercise.id).toBeLessThanOrEqual(3);
    }
  });

  it('never names or describes yoga or meditation', () => {
    for (const exercise of EXERCISES) {
      for (const { code } of locales) {
        const text = `${exercise.name[code]} ${exercise.instructions[code]}`.toLowerCase();
        for (const word of FORBIDDEN_WORDS) expect(text.includes(word), `${exercise.id} ${code}`).toBe(false);
      }
    }
  });

  it('takes MET values and codes from the Compendium table', () => {
    const activities = Object.values(COMPENDIUM);
    for (const exercise of EXERCISES) {
      expect(exercise.compendiumCode, exercise.id).toMatch(/^\d{5}$/);
      expect(
        activities.some(
          (activity) => activity.code === exercise.compendiumCode && activity.met === exercise.met,
        ),
        exercise.id,
      ).toBe(true);
    }
  });

  it('gives sensible sets, counts and rests', () => {
    for (const exercise of EXERCISES) {
      expect(exercise.defaultSets, exercise.id).toBeGreaterThanOrEqual(1);
      expect(exercise.defaultSets, exercise.id).toBeLessThanOrEqual(5);
      if (exercise.measure === 'reps') {
        expect(exercise.defaultCount, exercise.id).toBeGreaterThanOrEqual(4);
        expect(exercise.defaultCount, exercise.id).toBeLessThanOrEqual(30);
      } else {
        expect(exercise.defaultCount, exercise.id).toBeGreaterThanOrEqual(10);
        expect(exercise.defaultCount, exercise.id).toBeLessThanOrEqual(1200);
      }
      expect(exercise.restSeconds, exercise.id).toBeGreaterThanOrEqual(0);
      expect(exercise.restSeconds, exercise.id).toBeLessThanOrEqual(180);
      expect(exercise.equipment.length, exercise.id).toBeGreaterThan(0);
      expect(exercise.focus.length, exercise.id).toBeGreaterThan(0);
      expect(new Set(exercise.loads).size, exercise.id).toBe(exercise.loads.length);
    }
  });

  it('has every category', () => {
    for (const category of ['strength', 'cardio', 'mobility', 'stretching', 'warm-up'] as const) {
      expect(
        EXERCISES.some((exercise) => exercise.category === category),
        category,
      ).toBe(true);
    }
  });

  it('trains every focus area with any one piece of equipment (body weight always allowed)', () => {
    for (const equipment of EQUIPMENT) {
      for (const focus of FOCUS_AREAS) {
        const found = EXERCISES.filter(
          (exercise) =>
            exercise.category === 'strength' && exercise.focus.includes(focus) && doable(exercise, equipment),
        );
        expect(found.length, `${focus} with ${equipment}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives every piece of equipment exercises of its own', () => {
    for (const equipment of EQUIPMENT) {
      const own = EXERCISES.filter((exercise) => exercise.equipment.includes(equipment));
      expect(own.length, equipment).toBeGreaterThanOrEqual(4);
    }
  });

  it('still trains every focus area that does not need the restricted body part', () => {
    for (const restricted of BODY_PARTS) {
      for (const focus of FOCUS_AREAS) {
        if (NEEDS[focus]?.includes(restricted)) continue;
        const found = EXERCISES.filter(
          (exercise) =>
            TRAINING.has(exercise.category) &&
            exercise.focus.includes(focus) &&
            !exercise.loads.includes(restricted) &&
            doable(exercise, 'none'),
        );
        expect(found.length, `${focus} without ${restricted}`).toBeGreaterThan(0);
      }
      const easy = EXERCISES.filter(
        (exercise) => !TRAINING.has(exercise.category) && !exercise.loads.includes(restricted),
      );
      expect(easy.length, `warm-up and stretching without ${restricted}`).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('the meditation library', () => {
  it('has at least 32 practices', () => {
    expect(MEDITATIONS.length).toBeGreaterThanOrEqual(32);
  });

  it('has unique kebab-case ids that meditationById finds', () => {
    const ids = MEDITATIONS.map((meditation) => meditation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const meditation of MEDITATIONS) {
      expect(meditation.id).toMatch(KEBAB_CASE);
      expect(meditationById(meditation.id)).toBe(meditation);
    }
    expect(meditationById('no-such-practice')).toBeUndefined();
  });

  it('names and explains every practice step by step in every language, uniquely', () => {
    for (const { code } of locales) {
      uniqueAndPresent(
        MEDITATIONS.map((meditation) => meditation.name[code]),
        `names ${code}`,
      );
      uniqueAndPresent(
        MEDITATIONS.map((meditation) => meditation.instructions[code]),
        `instructions ${code}`,
      );
    }
    for (const meditation of MEDITATIONS) {
      const steps = meditation.instructions.en.match(/\b\d\. /g) ?? [];
      expect(steps.length, meditation.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every practice a length, a purpose and its published source', () => {
    for (const meditation of MEDITATIONS) {
      expect(meditation.minutes, meditation.id).toBeGreaterThanOrEqual(2);
      expect(meditation.minutes, meditation.id).toBeLessThanOrEqual(30);
      expect(meditation.goodFor.length, meditation.id).toBeGreaterThan(0);
      expect(meditation.source.trim().length, meditation.id).toBeGreaterThan(10);
    }
  });

  it('offers practices for every purpose', () => {
    for (const purpose of ['stress', 'sleep', 'focus', 'mood', 'energy'] as const) {
      expect(
        MEDITATIONS.filter((meditation) => meditation.goodFor.includes(purpose)).length,
        purpose,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(MEDITATIONS.filter((meditation) => meditation.intensity === 'calm').length).toBeGreaterThanOrEqual(
      5,
    );
  });
});
