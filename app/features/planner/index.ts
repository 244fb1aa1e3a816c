// The embedded planner: pure, deterministic functions from answers, health profile and comments to
// plans. No database, no network, no clock: the same input gives the same plan.
import type { LocaleCode } from '~/i18n/locales';
import { understandInAnyLanguage } from './comments/understand';
import { buildDiet } from './diet';
import { dietVerdicts } from './diet-verdicts';
import { buildInsight } from './insight';
import type { Library } from './library';
import { buildMeditation } from './meditation';
import { readBody, readDietAnswers } from './profile';
import { REFERENCE } from './reference';
import { replyTo, summaryOf } from './reply';
import { threatsOf } from './threats';
import type { CommentIntent, DietPlan, Insight, PlannerInput, SchedulePlan } from './types';
import { buildWorkout, DURATION_MINUTES } from './workout';

export * from './types';
export * from './schemas';
export type { Library } from './library';
export type { AppliedGuardrail } from './guardrails';
export { dietFiguresOf, type DietFigures, type MealFigures } from './diet-figures';
export { otherConditionsWith, statedConditions } from './stated-conditions';

const intentsOf = (input: PlannerInput) =>
  input.comments.map((comment) => understandInAnyLanguage(comment, input.locale));

const PLAN_INTENTS: Record<'meals' | 'exercises' | 'meditations', CommentIntent['kind'][]> = {
  meals: ['exclude-food', 'prefer-food', 'allow-food', 'allergy', 'meal-size', 'nutrient'],
  exercises: ['workout-days', 'workout-weekdays', 'avoid-body-part', 'session-length'],
  meditations: ['meditation'],
};

/**
 * The comments that ask something of this plan, with what they ask, and what the last comment
 * asked (for the reply). A comment that is not understood, or asks nothing of this plan, changes
 * nothing in it: not even the choice among equals, which the comments also seed.
 */
function commentsFor(input: PlannerInput, plan: keyof typeof PLAN_INTENTS) {
  const all = intentsOf(input);
  const asks = (intents: CommentIntent[]) =>
    intents.some((intent) => PLAN_INTENTS[plan].includes(intent.kind));
  const kept = input.comments.filter((_, index) => asks(all[index]!));
  return { input: { ...input, comments: kept }, intents: all.filter(asks), last: all.at(-1) };
}

export function planDietWith(plannerInput: PlannerInput, library: Library): DietPlan {
  const { input, intents, last } = commentsFor(plannerInput, 'meals');
  const result = buildDiet(input, intents, library);
  // What the plan would be without the last comment's "fewer carbs", to tell whether it did anything.
  const asksNutrient = last?.some((intent) => intent.kind === 'nutrient') ?? false;
  const without = (list: CommentIntent[]) =>
    list === last ? list.filter((intent) => intent.kind !== 'nutrient') : list;
  const baseline = asksNutrient ? buildDiet(input, intents.map(without), library) : result;
  const { meals, targetKcal } = result;
  const threats = threatsOf(
    readBody(input.answers),
    readDietAnswers(input.answers),
    input.health,
    input.locale,
  );
  const reply = last
    ? replyTo(last, 'meals', input.locale, dietVerdicts(last, { result, baseline }, library, input.locale))
    : summaryOf('meals', input.locale, { kcal: targetKcal, parts: meals.length });
  return { meals, threats, targetKcal, reply };
}

export function planWorkoutWith(plannerInput: PlannerInput, library: Library): SchedulePlan {
  const { input, intents, last } = commentsFor(plannerInput, 'exercises');
  const { schedule, context, minutes } = buildWorkout(input, intents, library);
  const longest = Math.max(0, ...minutes);
  const reply = last
    ? replyTo(last, 'exercises', input.locale, {
        workoutDays: context.days.length,
        weekdays: context.days,
        sessionMinutes: DURATION_MINUTES[context.duration].max,
      })
    : summaryOf('exercises', input.locale, { days: context.days.length, minutes: longest });
  return { schedule, reply };
}

export function planMeditationWith(plannerInput: PlannerInput, library: Library): SchedulePlan {
  const { input, intents, last } = commentsFor(plannerInput, 'meditations');
  const { schedule, context } = buildMeditation(input, intents, library);
  const reply = last
    ? replyTo(last, 'meditations', input.locale)
    : summaryOf('meditations', input.locale, { sessions: context.slots.length });
  return { schedule, reply };
}

/** The day's meals by day part, the threats, the calorie target and a reply to the last comment. */
export function planDiet(input: PlannerInput): DietPlan {
  return planDietWith(input, REFERENCE);
}

/** The week from Saturday: the chosen days carry exercises, the others are rest. */
export function planWorkout(input: PlannerInput): SchedulePlan {
  return planWorkoutWith(input, REFERENCE);
}

/** The week from Saturday, every day with its practices. */
export function planMeditation(input: PlannerInput): SchedulePlan {
  return planMeditationWith(input, REFERENCE);
}

export function insightOf(input: Omit<PlannerInput, 'comments'>): Insight {
  return buildInsight(input);
}

/** The allergies the questionnaire lists that a comment states ("I'm allergic to peanuts"), as its English options. */
export function statedAllergies(comment: string, locale: LocaleCode): string[] {
  return understandInAnyLanguage(comment, locale).flatMap((intent) =>
    intent.kind === 'allergy' ? [intent.allergy] : [],
  );
}
