import { describe, expect, it } from 'vitest';
import { EXERCISES, exerciseById } from '~/features/exercise-library';
import type { Exercise, FocusArea } from '~/features/exercise-library/types';
import type { HealthProfile } from '~/features/lab-tests/types';
import { locales } from '~/i18n/locales';
import { planWorkout, type AnswerMap } from '.';
import { WEEK, type Weekday } from './profile';
import { fill } from './text';
import {
  buildWorkout,
  durationOf,
  isUsable,
  minutesOf,
  sessionGroupsOf,
  VIGOROUS_MET,
  workoutDaysOf,
} from './workout';
import { SESSION_EXERCISES, WARM_UP_MINUTES } from './workout-session';
import { GLUCOSE_CHECK, REASONS, THERAPY_REASONS } from './workout-texts';
import { REFERENCE } from './reference';

const health: HealthProfile = {
  genetic: { source: { kind: 'sample', sampleId: 'S1' }, description: '', variants: [] },
  microbiome: { source: { kind: 'sample', sampleId: 'S1' }, levels: [] },
};

/** A 40-year-old of BMI 24 who trains with body weight on Monday, Wednesday and Friday. */
const BASE: AnswerMap = {
  age: [40],
  sex: ['Male'],
  weight: [75, 'kg'],
  height: [178, 'cm'],
  activity_level: ['Moderately active'],
  priorities: ['Improve my fitness'],
  diabetes: ['No'],
  workout_days: ['Monday', 'Wednesday', 'Friday'],
  workout_duration: ['Average'],
  workout_restrictions: ['No Issues'],
  workout_focus: ['Full Body'],
  workout_equipment: ['None'],
};

const plan = (changes: Record<string, readonly (string | number | boolean)[]>, locale = 'en' as const) =>
  planWorkout({ answers: { ...BASE, ...changes }, health, comments: [], locale });
const exercisesOf = (p: ReturnType<typeof plan>) =>
  p.schedule.flatMap((day) => day.exercises).map((s) => exerciseById(s.id!)!);
const sessions = (p: ReturnType<typeof plan>) => p.schedule.filter((day) => day.exercises.length > 0);

describe('workout days from comments', () => {
  it('keeps the chosen days without a comment, and spreads out fewer or more', () => {
    expect(workoutDaysOf(['Saturday', 'Monday', 'Wednesday'], null)).toEqual([
      'Saturday',
      'Monday',
      'Wednesday',
    ]);
    expect(
      workoutDaysOf(['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday'], { change: 'exact', count: 3 }),
    ).toEqual(['Saturday', 'Monday', 'Wednesday']);
    expect(workoutDaysOf(['Saturday', 'Monday'], { change: 'fewer' })).toEqual(['Monday']);
    expect(workoutDaysOf(['Saturday'], { change: 'more' })).toEqual(['Saturday', 'Tuesday']);
    expect(workoutDaysOf(['Saturday'], { change: 'fewer' })).toEqual(['Saturday']);
  });

  it('trains on the days a comment names, and moves days it keeps free to free days, as many as before', () => {
    const free = (days: Weekday[]) => ({ train: null, free: days });
    expect(workoutDaysOf(['Saturday', 'Sunday', 'Tuesday'], null, free(['Sunday']))).toEqual([
      'Saturday',
      'Tuesday',
      'Thursday',
    ]);
    expect(workoutDaysOf(['Saturday', 'Monday'], null, { train: ['Sunday', 'Thursday'], free: [] })).toEqual([
      'Sunday',
      'Thursday',
    ]);
    // A count asked for later spreads over the free days only; every day kept free is not meant.
    expect(workoutDaysOf(['Saturday'], { change: 'exact', count: 6 }, free(['Friday']))).toHaveLength(6);
    expect(workoutDaysOf(['Saturday'], { change: 'exact', count: 6 }, free(['Friday']))).not.toContain(
      'Friday',
    );
    expect(workoutDaysOf(['Saturday'], null, free([...WEEK]))).toEqual(['Saturday']);
  });

  it('says the days in the reply, in the user’s language', () => {
    const commented = (comment: string, locale: 'en' | 'ar') =>
      planWorkout({ answers: BASE, health, comments: [comment], locale });
    const trainingDays = (week: ReturnType<typeof commented>) =>
      week.schedule.flatMap((day, i) => (day.exercises.length > 0 ? [WEEK[i]] : []));
    const week = commented('no workouts on Friday', 'en');
    expect(trainingDays(week)).toEqual(['Saturday', 'Monday', 'Wednesday']);
    expect(week.reply).toBe('Updated: workouts on Saturday, Monday, Wednesday.');
    const arabic = commented('لا تمارين يوم الجمعة', 'ar');
    expect(trainingDays(arabic)).toEqual(['Saturday', 'Monday', 'Wednesday']);
    expect(arabic.reply).toContain('أيام التمرين');
  });

  it('moves the duration option one step for shorter or longer sessions', () => {
    expect(durationOf('Average', 'shorter')).toBe('Short');
    expect(durationOf('Quick', 'shorter')).toBe('Quick');
    expect(durationOf('Average', 'longer')).toBe('Long');
  });
});

describe('exercise time', () => {
  it('counts the sets and the rest between them', () => {
    const squat = { measure: 'reps', defaultCount: 12, restSeconds: 60 } as Exercise;
    // 3 × 12 reps × 3 s + 2 × 60 s rest = 228 s → 4 minutes
    expect(minutesOf(squat, 3)).toBe(4);
    const plank = { measure: 'seconds', defaultCount: 30, restSeconds: 30 } as Exercise;
    // 3 × 30 s + 2 × 30 s = 150 s → 3 minutes
    expect(minutesOf(plank, 3)).toBe(3);
  });
});

describe('the clinical limits', () => {
  const everything = { restricted: [], equipment: ['gym' as const] };
  const none = { noImpact: false, noSupine: false, balance: false, moderateOnly: false, glucoseCheck: false };
  const usable = (limits: Partial<typeof none>) =>
    EXERCISES.filter((e) => isUsable(e, { ...everything, limits: { ...none, ...limits } }));

  it('leaves out jumps and running on the spot under noImpact', () => {
    const ids = usable({ noImpact: true }).map((e) => e.id);
    for (const id of ['jumping-jacks', 'high-knees', 'skater-hops', 'plank-jacks', 'burpee', 'squat-jump'])
      expect(ids).not.toContain(id);
    expect(usable({}).map((e) => e.id)).toContain('skater-hops');
    // 70 years old, sedentary: the low-impact rule.
    const old = plan({ age: [70], activity_level: ['Sedentary'] });
    expect(exercisesOf(old).filter((e) => e.impact === 'high')).toEqual([]);
    expect(exercisesOf(old).filter((e) => e.level === 'advanced')).toEqual([]);
  });

  it('leaves out lying on the back after the first trimester (noSupine)', () => {
    expect(
      usable({ noSupine: true }).filter((e) => e.position === 'supine' || e.position === 'prone'),
    ).toEqual([]);
    const pregnant = { sex: ['Female'], pregnancy: ['Pregnant'], pregnancy_trimester: ['Weeks 14 to 27'] };
    const p = plan({ ...pregnant, workout_restrictions: ['Knees'], workout_focus: ['Six-pack'] });
    expect(exercisesOf(p).filter((e) => e.position === 'supine')).toEqual([]);
    expect(exercisesOf(p).filter((e) => e.impact === 'high')).toEqual([]);
    // In the first trimester lying on the back is still allowed.
    const early = plan({ sex: ['Female'], pregnancy: ['Pregnant'], pregnancy_trimester: ['Weeks 1 to 13'] });
    expect(early.schedule).toHaveLength(7);
  });

  it('puts balance training in every session from 65, right after the warm-up', () => {
    const p = plan({ age: [72], workout_days: ['Saturday', 'Sunday', 'Tuesday', 'Thursday'] });
    for (const day of sessions(p)) {
      const index = day.exercises.findIndex((s) => exerciseById(s.id!)!.category === 'balance');
      expect(index, day.name).toBeGreaterThan(0);
      expect(exerciseById(day.exercises[index - 1]!.id!)!.category).toBe('warm-up');
      expect(day.exercises[index]!.reason).toBe(REASONS.balanceFalls.en);
    }
  });

  it(`keeps moderate only: nothing advanced and nothing of ${VIGOROUS_MET} METs or more`, () => {
    const moderate = usable({ moderateOnly: true });
    expect(moderate.filter((e) => e.level === 'advanced' || e.met >= VIGOROUS_MET)).toEqual([]);
    expect(moderate.some((e) => e.category === 'cardio')).toBe(true);
    const heart = plan({ heart_disease: [true], workout_equipment: ['Gym'], priorities: ['Lose weight'] });
    for (const e of exercisesOf(heart)) {
      expect(e.met, e.id).toBeLessThan(VIGOROUS_MET);
      expect(e.level, e.id).not.toBe('advanced');
      expect(e.impact, e.id).toBe('low');
    }
  });

  it('tells insulin users to check glucose before the first exercise of every workout day', () => {
    const insulin = { diabetes: ['Type 1 diabetes'], diabetes_treatment: ['Insulin'] };
    for (const { code } of locales) {
      const p = plan(insulin, code as 'en');
      for (const day of sessions(p)) {
        const first = day.exercises[0]!;
        expect(first.description.startsWith(fill(GLUCOSE_CHECK, code)), `${code} ${day.name}`).toBe(true);
        expect(first.description).toContain(exerciseById(first.id!)!.instructions[code]);
        for (const later of day.exercises.slice(1))
          expect(later.description).not.toContain(fill(GLUCOSE_CHECK, code));
      }
    }
    expect(GLUCOSE_CHECK.en).toMatch(/90 mg\/dL.*15 to 20 g/);
    const tablets = plan({ diabetes: ['Type 2 diabetes'], diabetes_treatment: ['Other tablets'] });
    expect(sessions(tablets)[0]!.exercises[0]!.description).toMatch(/^Before you start, check/);
    const metformin = plan({ diabetes: ['Type 2 diabetes'], diabetes_treatment: ['Metformin'] });
    expect(sessions(metformin)[0]!.exercises[0]!.description).not.toMatch(/glucose/);
  });
});

describe('sessions a physiotherapist would sign', () => {
  it('warms up for 5 to 10 minutes, has 5 to 8 exercises and ends with a cool-down', () => {
    for (const duration of ['Quick', 'Short', 'Average', 'Long']) {
      const p = plan({ workout_duration: [duration], workout_equipment: ['Dumbbells', 'Resistance bands'] });
      for (const day of sessions(p)) {
        const items = day.exercises.map((s) => ({ e: exerciseById(s.id!)!, sets: s.counts!.length }));
        const warm = items.filter((i) => i.e.category === 'warm-up');
        const warmMinutes = warm.reduce((sum, i) => sum + minutesOf(i.e, i.sets), 0);
        expect(warmMinutes, `${duration} ${day.name}`).toBeGreaterThanOrEqual(WARM_UP_MINUTES.min);
        expect(warmMinutes).toBeLessThanOrEqual(WARM_UP_MINUTES.max);
        expect(items.slice(0, warm.length).every((i) => i.e.category === 'warm-up')).toBe(true);
        expect(day.exercises.length).toBeGreaterThanOrEqual(SESSION_EXERCISES.min);
        expect(day.exercises.length).toBeLessThanOrEqual(SESSION_EXERCISES.max);
        expect(new Set(day.exercises.map((s) => s.id)).size).toBe(day.exercises.length);
        expect(items.at(-1)!.e.category).toBe('stretching');
      }
    }
  });

  it('fills a long session with sets, not with more exercises', () => {
    const p = plan({ workout_duration: ['Long'] });
    for (const day of sessions(p)) {
      expect(day.exercises.length).toBeLessThanOrEqual(8);
      expect(Math.max(...day.exercises.map((s) => s.counts!.length))).toBeGreaterThan(3);
    }
  });

  it('never loads a muscle group on two days running, Friday to Saturday included', () => {
    const strength = EXERCISES.filter((e) => e.category === 'strength');
    const groups = (days: Weekday[], focus: FocusArea[] = ['full-body']) =>
      sessionGroupsOf(days, focus, strength);
    // Days with rest on both sides train the whole body.
    const spaced = groups(['Saturday', 'Monday', 'Wednesday']);
    expect([...spaced.values()].every((g) => g.length === 3)).toBe(true);
    // Friday and Saturday are consecutive.
    const weekend = groups(['Friday', 'Saturday', 'Tuesday']);
    expect(weekend.get('Friday')).toEqual(['upper']);
    expect(weekend.get('Saturday')).toEqual(['lower', 'core']);
    expect(weekend.get('Tuesday')).toHaveLength(3);
    // Every day: the split alternates and the seventh day has no strength work.
    const daily = groups([...WEEK]);
    expect(WEEK.map((d) => daily.get(d)!.join('+'))).toEqual([
      'upper',
      'lower+core',
      'upper',
      'lower+core',
      'upper',
      'lower+core',
      '',
    ]);
    // A focus on the legs starts a run with the legs.
    expect(groups(['Monday', 'Tuesday'], ['legs']).get('Monday')).toEqual(['lower', 'core']);

    const p = plan({ workout_days: [...WEEK], workout_duration: ['Short'] });
    const loaded = p.schedule.map(
      (day) =>
        new Set(
          day.exercises
            .map((s) => exerciseById(s.id!)!)
            .flatMap((e) => (e.category === 'strength' ? e.muscles : [])),
        ),
    );
    loaded.forEach((today, i) => {
      const tomorrow = loaded[(i + 1) % 7]!;
      expect(
        [...today].filter((g) => tomorrow.has(g)),
        WEEK[i],
      ).toEqual([]);
    });
  });

  it('chooses the split that restrictions leave exercises for', () => {
    // Arms, elbows and shoulders restricted: hardly any upper-body strength work is left.
    const strength = EXERCISES.filter(
      (e) =>
        e.category === 'strength' &&
        isUsable(e, {
          restricted: ['arms', 'elbows', 'shoulders'],
          equipment: ['none'],
          limits: {
            noImpact: false,
            noSupine: false,
            balance: false,
            moderateOnly: false,
            glucoseCheck: false,
          },
        }),
    );
    const split = sessionGroupsOf(['Monday', 'Tuesday'], ['full-body'], strength);
    expect(split.get('Monday')).not.toEqual(['upper']);
  });
});

describe('restrictions as therapy, not only exclusion', () => {
  it('spares kneeling for bad knees and adds knee-friendly strengthening (OARSI 2019, ACR/AF 2019)', () => {
    const p = plan({ workout_restrictions: ['Knees'], workout_days: ['Monday', 'Thursday'] });
    const all = exercisesOf(p);
    expect(all.filter((e) => e.loads.includes('knees') || e.position === 'kneeling')).toEqual([]);
    for (const day of sessions(p)) {
      const therapy = day.exercises.find((s) => exerciseById(s.id!)!.therapyFor?.includes('knees'));
      expect(therapy, day.name).toBeDefined();
      expect(therapy!.reason).toBe(THERAPY_REASONS.knees!.en);
    }
    // In every language, and for a pregnant user who may not lie on her back.
    for (const { code } of locales) {
      const pregnant = plan(
        {
          sex: ['Female'],
          pregnancy: ['Pregnant'],
          pregnancy_trimester: ['Week 28 or later'],
          workout_restrictions: ['Knees'],
        },
        code as 'en',
      );
      const reasons = sessions(pregnant).flatMap((day) => day.exercises.map((s) => s.reason));
      expect(reasons).toContain(THERAPY_REASONS.knees![code]);
    }
  });

  it('keeps loaded bending away from a bad back and adds trunk stabilisation (NICE NG59)', () => {
    for (const id of ['crunch', 'bicycle-crunch', 'reverse-crunch', 'dumbbell-thruster', 'burpee'])
      expect(exerciseById(id)!.loads, id).toContain('back');
    const p = plan({
      workout_restrictions: ['Back'],
      workout_focus: ['Six-pack'],
      workout_equipment: ['Dumbbells'],
    });
    expect(exercisesOf(p).filter((e) => e.loads.includes('back'))).toEqual([]);
    for (const day of sessions(p)) {
      const therapy = day.exercises.find((s) => exerciseById(s.id!)!.therapyFor?.includes('back'));
      expect(therapy, day.name).toBeDefined();
      expect(therapy!.reason).toBe(THERAPY_REASONS.back!.en);
    }
    // Back and knees together: stabilisation without kneeling (no bird dog, no side plank on the knees).
    const both = plan({ workout_restrictions: ['Back', 'Knees'] });
    const stabilisers = exercisesOf(both).filter((e) => e.therapyFor?.includes('back'));
    expect(stabilisers.length).toBeGreaterThan(0);
    expect(stabilisers.filter((e) => e.loads.includes('knees'))).toEqual([]);
  });
});

describe('the week', () => {
  it('explains a split day with the warm-up', () => {
    const { schedule } = buildWorkout(
      { answers: { ...BASE, workout_days: ['Monday', 'Tuesday'] }, health, comments: [], locale: 'en' },
      [],
      REFERENCE,
    );
    // With body weight the split upper body and trunk against legs and hips leaves each day the most.
    const monday = schedule[WEEK.indexOf('Monday')]!;
    expect(monday.exercises[0]!.reason).toBe(
      'Warms up your joints and muscles first. Today trains: upper body, trunk. The same muscles never work two days running, so each group rests 48 hours.',
    );
    const tuesday = schedule[WEEK.indexOf('Tuesday')]!;
    expect(tuesday.exercises[0]!.reason).toContain('Today trains: legs and hips.');
    expect(monday.exercises[1]!.reason).toBe(REASONS.warmUp.en);
  });
});
