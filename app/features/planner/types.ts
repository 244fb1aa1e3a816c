import type { DiseaseThreat, Meal, ScheduleDay } from '~/db/schema/plans';
import type { BodyPart } from '~/features/exercise-library/types';
import type { HealthProfile, MicrobiomeLevel, VariantTrait } from '~/features/lab-tests/types';
import type { FoodGroup, FoodTag } from '~/features/nutrition/types';
import type { AnswerValue } from '~/features/questionnaire/questions/types';
import type { LocaleCode } from '~/i18n/locales';
import type { AppliedGuardrail } from './guardrails';
import type { Weekday } from './profile';
import type { ScreenedCondition } from './screening';

export type { DiseaseThreat, Meal, ScheduleDay };

/** Stored answers by question name (question_answers.values: English options and units). */
export type AnswerMap = Readonly<Record<string, readonly AnswerValue[]>>;

export type PlannerInput = {
  answers: AnswerMap;
  health: HealthProfile;
  /** All of this plan's user comments, oldest first; later ones win. */
  comments: readonly string[];
  locale: LocaleCode;
};

/** The plan cannot be made until these questions (by name, in bank order) are answered. */
export class MissingAnswersError extends Error {
  readonly questions: string[];
  constructor(questions: string[]) {
    super(`Answer these questions first: ${questions.join(', ')}`);
    this.name = 'MissingAnswersError';
    this.questions = questions;
  }
}

export type DietPlan = { meals: Meal[]; threats: DiseaseThreat[]; targetKcal: number; reply: string };
export type SchedulePlan = { schedule: ScheduleDay[]; reply: string };

/** The four day parts of spec 000 section 3 (Morning 6-12, Noon 12-14, Evening 14-20, Night 20-6). */
export type DayPart = 'morning' | 'noon' | 'evening' | 'night';

/** What a comment asks of a food: a whole group ("fish"), a tag ("dairy" = lactose) or one food. */
export type FoodTarget = { group: FoodGroup } | { tag: FoodTag } | { food: string };

/** One thing a comment asks for; a comment may ask several ("no fish, and lighter dinners"). */
export type CommentIntent =
  | { kind: 'exclude-food'; target: FoodTarget }
  | { kind: 'prefer-food'; target: FoodTarget }
  /** "I don't mind fish", "I'm not allergic to fish": an earlier comment's exclusion is lifted. */
  | { kind: 'allow-food'; target: FoodTarget }
  /** "I'm allergic to peanuts": saved as an answer to the allergies question (its English option). */
  | { kind: 'allergy'; allergy: string }
  /** Without a part the whole day changes; "lighter dinners" is the evening part. */
  | { kind: 'meal-size'; change: 'lighter' | 'larger'; part?: DayPart }
  /** "Something cheaper": understood, and answered honestly, but the food table has no prices. */
  | { kind: 'price' }
  /** "Dinner at 9": understood and answered honestly; the day parts are the same in every plan. */
  | { kind: 'meal-time'; part: DayPart }
  /** "I'm pregnant": saved to the "other conditions" answer, so the rules of care apply to every plan. */
  | { kind: 'condition'; condition: ScreenedCondition }
  /** "Fewer carbs", "more protein": foods richer or poorer in it are favoured. */
  | { kind: 'nutrient'; nutrient: 'carbohydrate' | 'protein'; change: 'less' | 'more' }
  /** `count` is set for "only three days a week". */
  | { kind: 'workout-days'; change: 'fewer' | 'more' | 'exact'; count?: number }
  /** "Only on Monday and Thursday" (the days), "no workouts on Sunday" (`avoid`). */
  | { kind: 'workout-weekdays'; days: Weekday[]; avoid: boolean }
  | { kind: 'avoid-body-part'; part: BodyPart }
  | { kind: 'session-length'; change: 'shorter' | 'longer' }
  | { kind: 'meditation'; change: 'calmer' | 'shorter' | 'longer' };

export type BmiClass = 'underweight' | 'normal' | 'overweight' | 'obese-1' | 'obese-2' | 'obese-3';

/** One plan choice and what drove it, in the user's language. */
export type PlanChoice = { plan: 'meals' | 'exercises' | 'meditations'; choice: string };

export type InsightDriver = { label: string; meaning: string; choices: PlanChoice[] };

/** What the answers, genetic profile and microbiome say, and which plan choices each drove. */
export type Insight = {
  bmi: { value: number; class: BmiClass; label: string; heightCm: number; weightKg: number };
  energy: {
    bmr: number;
    activityFactor: number;
    maintenanceKcal: number;
    goal: 'lose' | 'maintain';
    /** The lowest target the planner will set (1,200 kcal women, 1,500 men, and never under BMR). */
    floorKcal: number;
    targetKcal: number;
    /** How it was computed, step by step, in the user's language. */
    steps: string[];
  };
  /** Per day part: its share of the day and its calories. */
  dayParts: { part: DayPart; name: string; share: number; kcal: number }[];
  variants: (InsightDriver & { raw: string; gene: string | null; traits: VariantTrait[] })[];
  gutLevels: (InsightDriver &
    Pick<MicrobiomeLevel, 'rank' | 'name' | 'percent' | 'min' | 'max' | 'status'>)[];
  threats: DiseaseThreat[];
  /** Answers that shaped the plans (diabetes, allergies, diet, workout days, stress ...). */
  answers: InsightDriver[];
  /** The rules of care that shaped the plans, with their sources, and what the plans do not cover. */
  guardrails: AppliedGuardrail[];
};
