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
    for (const category of ['strength', 'cardio', 'balance', 'mobility', 'stretching', 'warm-up'] as const) {
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

describe('what the physiotherapist review asked of the exercise data (issue 20)', () => {
  const ids = (filter: (e: Exercise) => boolean) =>
    EXERCISES.filter(filter)
      .map((e) => e.id)
      .sort();

  it('marks jumping, hopping and running on the spot as high impact, and nothing else', () => {
    expect(ids((e) => e.impact === 'high')).toEqual(
      [
        'burpee',
        'butt-kicks',
        'high-knees',
        'jogging-in-place',
        'jumping-jacks',
        'mountain-climbers',
        'plank-jacks',
        'skater-hops',
        'squat-jump',
      ].sort(),
    );
    for (const e of EXERCISES) expect(['low', 'high'], e.id).toContain(e.impact);
  });

  it('gives every exercise a position; kneeling (on all fours too) loads the knees', () => {
    const positions = ['standing', 'seated', 'kneeling', 'prone', 'supine', 'side-lying', 'hanging'];
    for (const e of EXERCISES) expect(positions, e.id).toContain(e.position);
    for (const e of EXERCISES.filter((x) => x.position === 'kneeling'))
      expect(e.loads, e.id).toContain('knees');
    for (const id of [
      'knee-push-up',
      'bird-dog',
      'donkey-kick',
      'all-fours-spine-mobility',
      'side-plank-from-knees',
    ])
      expect(exerciseById(id)!.loads, id).toContain('knees');
    for (const id of ['crunch', 'dead-bug', 'glute-bridge', 'dumbbell-floor-press', 'barbell-bench-press'])
      expect(exerciseById(id)!.position, id).toBe('supine');
  });

  it('counts loaded bending and explosive lifts as loading the back', () => {
    for (const id of [
      'crunch',
      'bicycle-crunch',
      'reverse-crunch',
      'russian-twist',
      'hanging-knee-raise',
      'dumbbell-thruster',
      'kettlebell-swing',
      'kettlebell-clean-and-press',
      'burpee',
      'romanian-deadlift',
      'barbell-deadlift',
    ])
      expect(exerciseById(id)!.loads, id).toContain('back');
  });

  it('names the muscle groups of strength work, and only of strength work', () => {
    for (const e of EXERCISES) {
      if (e.category === 'strength') expect(e.muscles.length, e.id).toBeGreaterThan(0);
      else expect(e.muscles, e.id).toEqual([]);
      expect(new Set(e.muscles).size, e.id).toBe(e.muscles.length);
    }
    for (const group of ['upper', 'lower', 'core'] as const)
      expect(
        EXERCISES.filter((e) => e.muscles.length === 1 && e.muscles[0] === group).length,
      ).toBeGreaterThan(5);
  });

  it('has balance training anyone can do at home, beside a support', () => {
    const balance = EXERCISES.filter((e) => e.category === 'balance');
    expect(balance.map((e) => e.id).sort()).toEqual(
      [
        'heel-to-toe-walk',
        'single-leg-stand',
        'sit-to-stand',
        'standing-side-leg-raise',
        'tandem-stance',
      ].sort(),
    );
    for (const e of balance) {
      expect(e.equipment, e.id).toEqual(['none']);
      expect(e.impact, e.id).toBe('low');
      expect(e.level, e.id).toBe('beginner');
      expect(['standing', 'seated'], e.id).toContain(e.position);
      expect(e.instructions.en, e.id).toMatch(/chair|worktop|wall/);
    }
    // One that loads no body part at all, so that no restriction leaves a session without balance.
    expect(balance.some((e) => e.loads.length === 0)).toBe(true);
  });

  it('offers guideline strengthening for painful knees and backs that never loads them', () => {
    for (const e of EXERCISES.filter((x) => x.therapyFor)) {
      expect(e.category, e.id).toBe('strength');
      expect(e.impact, e.id).toBe('low');
      expect(e.level, e.id).not.toBe('advanced');
      for (const part of e.therapyFor!) expect(e.loads, e.id).not.toContain(part);
    }
    const therapy = (part: BodyPart, alsoSpared: BodyPart[] = []) =>
      EXERCISES.filter(
        (e) =>
          e.therapyFor?.includes(part) &&
          doable(e, 'none') &&
          e.position !== 'supine' &&
          !e.loads.some((p) => alsoSpared.includes(p)),
      ).map((e) => e.id);
    // With body weight, without lying on the back (pregnancy), and for knees and back together.
    expect(therapy('knees')).toContain('seated-knee-extension');
    expect(therapy('back', ['knees'])).toContain('wall-pelvic-tilt');
  });

  it('has moderate, low-impact cardio with body weight', () => {
    const gentle = EXERCISES.filter(
      (e) => e.category === 'cardio' && e.impact === 'low' && e.met < 6 && doable(e, 'none'),
    );
    expect(gentle.map((e) => e.id)).toEqual(expect.arrayContaining(['brisk-walk', 'step-jacks']));
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
