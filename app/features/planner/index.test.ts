import { describe, expect, it } from 'vitest';
import { EXERCISES, MEDITATIONS } from '~/features/exercise-library';
import { FOODS } from '~/features/nutrition';
import { insightOf, MissingAnswersError, planDiet, planMeditation, planWorkout, type AnswerMap } from '.';
import { sampleHealth } from './test-support/people';

const sample = sampleHealth;

const answers: AnswerMap = {
  age: [45],
  sex: ['Female'],
  weight: [82, 'kg'],
  height: [165, 'cm'],
  activity_level: ['Lightly active'],
  priorities: ['Lose weight'],
  diet_preferences: ['None'],
  has_allergies: [false],
  diabetes: ['No'],
  sleep_hours: [6],
  stress_level: ['Moderate'],
  workout_days: ['Saturday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
  workout_duration: ['Average'],
  workout_restrictions: ['No Issues'],
  workout_focus: ['Strong Legs'],
  workout_equipment: ['None'],
};

const base = { answers, health: sample('S1'), comments: [] as string[], locale: 'en' as const };
const foodsOf = (plan: ReturnType<typeof planDiet>) =>
  plan.meals.flatMap((m) => m.foods).map((f) => FOODS.find((food) => food.id === f.id)!);

describe('the planner', () => {
  it('says which questions to answer first', () => {
    const empty = { ...base, answers: {} };
    expect(() => planDiet(empty)).toThrow(MissingAnswersError);
    try {
      planDiet(empty);
    } catch (error) {
      expect((error as MissingAnswersError).questions).toEqual([
        'age',
        'sex',
        'weight',
        'height',
        'activity_level',
      ]);
    }
    expect(() => planWorkout(empty)).toThrow(
      expect.objectContaining({ questions: ['workout_days', 'workout_duration'] }),
    );
    expect(() => planMeditation(empty)).toThrow(
      expect.objectContaining({ questions: ['sleep_hours', 'stress_level'] }),
    );
  });

  it('applies comments: no fish and lighter dinners', () => {
    const before = planDiet(base);
    const after = planDiet({ ...base, comments: ['no fish, and lighter dinners'] });
    expect(foodsOf(after).some((food) => food.group === 'fish')).toBe(false);
    const evening = (plan: typeof before) => plan.meals.find((m) => m.range.start === 14)!.target_calories!;
    expect(evening(after)).toBeLessThan(evening(before));
    expect(after.targetKcal).toBe(before.targetKcal);
    expect(after.reply).toBe('Updated: no fish, lighter evening.');
  });

  it('applies comments: three days a week, sore knees', () => {
    const plan = planWorkout({ ...base, comments: ['only three days a week', 'my knees hurt'] });
    expect(plan.schedule.filter((day) => day.exercises.length > 0)).toHaveLength(3);
    for (const scheduled of plan.schedule.flatMap((day) => day.exercises)) {
      expect(EXERCISES.find((e) => e.id === scheduled.id)!.loads).not.toContain('knees');
    }
    expect(plan.reply).toBe('Updated: nothing that loads your knees.');
  });

  it('applies comments: calmer, shorter meditations', () => {
    const plan = planMeditation({ ...base, comments: ['calmer and shorter meditations'] });
    for (const scheduled of plan.schedule.flatMap((day) => day.exercises)) {
      const practice = MEDITATIONS.find((m) => m.id === scheduled.id)!;
      expect(practice.intensity).toBe('calm');
      expect(practice.minutes).toBeLessThanOrEqual(10);
    }
    expect(plan.reply).toBe('Updated: calmer practices, shorter practices.');
  });

  it('follows the genetic profile: lactose-free for LCT non-persistence (sample S3)', () => {
    const health = sample('S3');
    expect(health.genetic.variants.some((v) => v.traits.includes('lactose-intolerance'))).toBe(true);
    const plan = planDiet({ ...base, health });
    expect(foodsOf(plan).some((food) => food.tags.includes('lactose'))).toBe(false);
    // Lactase non-persistence is the most common genotype worldwide: it shapes the diet, it is no
    // threat. S3's uncommon TCF7L2 C/T is one, as a slightly higher likelihood.
    expect(plan.threats.map((t) => t.name)).not.toContain('Lactose intolerance');
    expect(plan.threats.map((t) => t.name)).toContain('Slightly higher likelihood of type 2 diabetes');
  });

  it('writes plans in the user’s language, weeks from Saturday', () => {
    const plan = planWorkout({ ...base, locale: 'fa' });
    expect(plan.schedule.map((day) => day.name.split(' · ')[0])).toEqual([
      'شنبه',
      'یکشنبه',
      'دوشنبه',
      'سه‌شنبه',
      'چهارشنبه',
      'پنجشنبه',
      'جمعه',
    ]);
    expect(plan.schedule[1]!.name).toBe('یکشنبه · استراحت');
  });

  it('explains the numbers in the insight', () => {
    const insight = insightOf({ answers, health: sample('S3'), locale: 'en' });
    expect(insight.bmi).toMatchObject({ value: 30.1, class: 'obese-1', label: 'Obesity class I' });
    expect(insight.energy).toMatchObject({
      bmr: 1465,
      maintenanceKcal: 2015,
      goal: 'lose',
      targetKcal: 1510,
    });
    expect(insight.energy.steps[0]).toBe(
      'Resting energy (Mifflin-St Jeor): 10 × 82 kg + 6.25 × 165 cm − 5 × 45 years − 161 = 1,465 kcal.',
    );
    const lct = insight.variants.find((v) => v.gene === 'LCT')!;
    expect(lct.choices.map((c) => c.choice)).toEqual(['No lactose']);
    expect(insight.dayParts.map((p) => p.kcal)).toEqual([453, 529, 529, 0]);
  });
});
