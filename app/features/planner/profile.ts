import type { BodyPart, Equipment, FocusArea } from '~/features/exercise-library/types';
import type { FoodTag } from '~/features/nutrition/types';
import { QUESTIONS } from '~/features/questionnaire/questions';
import type { AnswerValue } from '~/features/questionnaire/questions/types';
import { MissingAnswersError, type AnswerMap } from './types';

export type Sex = 'female' | 'male';
export type Activity = 'Sedentary' | 'Lightly active' | 'Moderately active' | 'Very active';
export type DurationOption = 'Quick' | 'Short' | 'Average' | 'Long';
export type Weekday = 'Saturday' | 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday';

/** Spec 000 section 9: generated weeks start on Saturday. */
export const WEEK: readonly Weekday[] = [
  'Saturday',
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
];

/** The questionnaire's allergy options and the food tag each one rules out. */
export const ALLERGEN_TAGS: Readonly<Record<string, FoodTag>> = {
  Nuts: 'nuts',
  Peanuts: 'peanuts',
  Gluten: 'gluten',
  Lactose: 'lactose',
  Eggs: 'egg',
  Fish: 'fish',
  Shellfish: 'shellfish',
  Soy: 'soy',
  Sesame: 'sesame',
};

const FOCUS: Readonly<Record<string, FocusArea>> = {
  'Full Body': 'full-body',
  'Massive Biceps': 'biceps',
  'Wider Back': 'back',
  'Tight Glutes': 'glutes',
  'Boulder Shoulders': 'shoulders',
  'Broad Chest': 'chest',
  'Six-pack': 'abs',
  'Strong Legs': 'legs',
};

const EQUIPMENT: Readonly<Record<string, Equipment>> = {
  None: 'none',
  Dumbbells: 'dumbbells',
  'Resistance bands': 'resistance-bands',
  'Pull-up bar': 'pull-up-bar',
  Kettlebell: 'kettlebell',
  'Exercise mat': 'exercise-mat',
  Gym: 'gym',
};

const numberOf = (values: readonly AnswerValue[] | undefined): number | null =>
  typeof values?.[0] === 'number' && Number.isFinite(values[0]) ? values[0] : null;
const unitOf = (values: readonly AnswerValue[] | undefined): string | null =>
  typeof values?.[1] === 'string' ? values[1] : null;
const strings = (values: readonly AnswerValue[] | undefined): string[] =>
  (values ?? []).filter((value): value is string => typeof value === 'string');

/** Throws for the questions (in bank order) that a plan needs and that are not answered yet. */
function demand(answers: AnswerMap, names: readonly string[]): void {
  const missing = QUESTIONS.map((q) => q.name).filter(
    (name) => names.includes(name) && !answers[name]?.length,
  );
  if (missing.length > 0) throw new MissingAnswersError(missing);
}

export type Body = {
  age: number;
  sex: Sex;
  weightKg: number;
  heightCm: number;
  activity: Activity;
  loseWeight: boolean;
};

export const BODY_QUESTIONS = ['age', 'sex', 'weight', 'height', 'activity_level'] as const;

export function readBody(answers: AnswerMap): Body {
  demand(answers, BODY_QUESTIONS);
  const weight = numberOf(answers.weight) ?? 0;
  const height = numberOf(answers.height) ?? 0;
  const activity = strings(answers.activity_level)[0] as Activity;
  return {
    age: numberOf(answers.age) ?? 0,
    sex: strings(answers.sex)[0] === 'Male' ? 'male' : 'female',
    // 1 lb = 0.45359237 kg and 1 in = 2.54 cm exactly (international yard and pound, 1959).
    weightKg: unitOf(answers.weight) === 'lb' ? weight * 0.45359237 : weight,
    heightCm: unitOf(answers.height) === 'in' ? height * 2.54 : height,
    activity: ['Sedentary', 'Lightly active', 'Moderately active', 'Very active'].includes(activity)
      ? activity
      : 'Sedentary',
    loseWeight: strings(answers.priorities).includes('Lose weight'),
  };
}

export type DietAnswers = {
  diets: string[];
  allergens: FoodTag[];
  diabetes: string;
  treatment: string[];
  /** HbA1c in % (NGSP), converted from mmol/mol (IFCC) where needed. */
  hba1c: number | null;
  /** Fasting glucose in mg/dL, converted from mmol/L where needed. */
  fastingGlucose: number | null;
  hypoEpisodes: number;
};

export function readDietAnswers(answers: AnswerMap): DietAnswers {
  const hba1c = numberOf(answers.hba1c);
  const glucose = numberOf(answers.fasting_glucose);
  return {
    diets: strings(answers.diet_preferences).filter((d) => d !== 'None'),
    allergens: strings(answers.allergies).flatMap((a) => (ALLERGEN_TAGS[a] ? [ALLERGEN_TAGS[a]] : [])),
    diabetes: strings(answers.diabetes)[0] ?? 'No',
    treatment: strings(answers.diabetes_treatment).filter((t) => t !== 'None'),
    // IFCC to NGSP master equation: NGSP % = 0.09148 × IFCC mmol/mol + 2.152 (Hoelzel et al. 2004).
    hba1c: hba1c === null ? null : unitOf(answers.hba1c) === 'mmol/mol' ? 0.09148 * hba1c + 2.152 : hba1c,
    // Glucose: 1 mmol/L = 18.016 mg/dL (molar mass 180.16 g/mol).
    fastingGlucose:
      glucose === null ? null : unitOf(answers.fasting_glucose) === 'mmol/L' ? glucose * 18.016 : glucose,
    hypoEpisodes: numberOf(answers.hypo_episodes) ?? 0,
  };
}

/** Insulin or tablets that can cause lows ('Other tablets' covers the sulfonylureas). */
export const onHypoglycaemicTreatment = (diet: DietAnswers) =>
  diet.diabetes !== 'No' && diet.treatment.some((t) => t === 'Insulin' || t === 'Other tablets');

export const hasDiabetes = (diet: DietAnswers) => diet.diabetes !== 'No';

export type WorkoutAnswers = {
  days: Weekday[];
  duration: DurationOption;
  restricted: BodyPart[];
  focus: FocusArea[];
  equipment: Equipment[];
};

export const WORKOUT_QUESTIONS = ['workout_days', 'workout_duration'] as const;

export function readWorkoutAnswers(answers: AnswerMap): WorkoutAnswers {
  demand(answers, WORKOUT_QUESTIONS);
  const chosen = strings(answers.workout_days);
  const duration = strings(answers.workout_duration)[0] as DurationOption;
  const focus = strings(answers.workout_focus).flatMap((f) => (FOCUS[f] ? [FOCUS[f]] : []));
  const equipment = strings(answers.workout_equipment).flatMap((e) => (EQUIPMENT[e] ? [EQUIPMENT[e]] : []));
  return {
    days: WEEK.filter((day) => chosen.includes(day)),
    duration: ['Quick', 'Short', 'Average', 'Long'].includes(duration) ? duration : 'Short',
    restricted: strings(answers.workout_restrictions)
      .filter((r) => r !== 'No Issues')
      .map((r) => r.toLowerCase() as BodyPart),
    focus: focus.length > 0 ? focus : ['full-body'],
    equipment: equipment.includes('none') || equipment.length === 0 ? ['none'] : ['none', ...equipment],
  };
}

export type MindAnswers = { sleepHours: number; stress: 'Low' | 'Moderate' | 'High'; peace: boolean };

export const MEDITATION_QUESTIONS = ['sleep_hours', 'stress_level'] as const;

export function readMindAnswers(answers: AnswerMap): MindAnswers {
  demand(answers, MEDITATION_QUESTIONS);
  const stress = strings(answers.stress_level)[0];
  return {
    sleepHours: numberOf(answers.sleep_hours) ?? 7,
    stress: stress === 'High' || stress === 'Low' ? stress : 'Moderate',
    peace: strings(answers.priorities).includes('More peace and happiness'),
  };
}
