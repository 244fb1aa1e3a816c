import type { Food, FoodGroup, FoodTag } from '~/features/nutrition/types';
import { UPPER_LIMITS } from './care-figures';
import { limitsFor, type DietLimits } from './guardrails';
import { hasDiabetes, onHypoglycaemicTreatment, readDietAnswers, type DietAnswers } from './profile';
import { healthRulesOf, type DietRule } from './rules';
import type { CommentIntent, DayPart, FoodTarget, PlannerInput } from './types';

export const matchesTarget = (food: Food, target: FoodTarget): boolean =>
  'group' in target
    ? food.group === target.group
    : 'tag' in target
      ? food.tags.includes(target.tag)
      : food.id.includes(target.food);

const targetKey = (target: FoodTarget) => JSON.stringify(target);

/** What all comments ask of the diet, later comments winning over earlier ones. */
export type DietWishes = {
  excluded: FoodTarget[];
  preferred: FoodTarget[];
  /** Whole-day size: 0.9 lighter, 1.1 larger. */
  dayFactor: number;
  /** Per day part: 2/3 lighter, 4/3 larger. */
  partFactor: Partial<Record<DayPart, number>>;
};

export function dietWishesOf(comments: readonly CommentIntent[][]): DietWishes {
  const foods = new Map<string, { target: FoodTarget; exclude: boolean }>();
  let dayFactor = 1;
  const partFactor: Partial<Record<DayPart, number>> = {};
  for (const intents of comments) {
    for (const intent of intents) {
      if (intent.kind === 'exclude-food' || intent.kind === 'prefer-food') {
        foods.set(targetKey(intent.target), {
          target: intent.target,
          exclude: intent.kind === 'exclude-food',
        });
      } else if (intent.kind === 'meal-size') {
        if (intent.part) partFactor[intent.part] = intent.change === 'lighter' ? 2 / 3 : 4 / 3;
        else dayFactor = intent.change === 'lighter' ? 0.9 : 1.1;
      }
    }
  }
  const all = [...foods.values()];
  return {
    excluded: all.filter((f) => f.exclude).map((f) => f.target),
    preferred: all.filter((f) => !f.exclude).map((f) => f.target),
    dayFactor,
    partFactor,
  };
}

/** Whether a food is allowed by the user's diets (pescatarian eats fish and seafood besides). */
function fitsDiets(food: Food, diets: readonly string[]): boolean {
  return diets.every((diet) => {
    switch (diet) {
      case 'Vegan':
        return food.tags.includes('vegan');
      case 'Vegetarian':
        return food.tags.includes('vegetarian');
      case 'Pescatarian':
        return food.tags.includes('vegetarian') || food.group === 'fish' || food.group === 'seafood';
      case 'Halal':
        return !food.tags.includes('pork') && !food.tags.includes('alcohol');
      case 'Kosher-style':
        return !food.tags.includes('pork') && !food.tags.includes('shellfish');
      default:
        return true;
    }
  });
}

export type DietContext = {
  diet: DietAnswers;
  /** What the rules of care allow (guardrails.ts). */
  limits: DietLimits;
  diabetes: boolean;
  /** Insulin or sulfonylureas: the night part is a bedtime snack against lows. */
  hypoSnack: boolean;
  /** Carbohydrate has a budget (diabetes) or a minimum (pregnancy, breastfeeding). */
  budgetsCarbohydrate: boolean;
  rules: DietRule[];
  wishes: DietWishes;
  lowGlycaemicLoad: boolean;
  excludedTags: Set<FoodTag>;
  /** Groups already in the plan and in the day part being planned, for variety (per plan, never shared). */
  groupsToday: Map<FoodGroup, number>;
  groupsInPart: Map<FoodGroup, number>;
  /** What the plan's foods, at their largest portions, leave of each day's upper limit. */
  cappedLeft: { vitaminA: number; selenium: number; caffeine: number };
};

export function dietContextOf(input: PlannerInput, comments: readonly CommentIntent[][]): DietContext {
  const diet = readDietAnswers(input.answers);
  const rules = healthRulesOf(input.health);
  // Alcohol is never planned; allergies and the variants' exclusions are kept whatever a comment says.
  const excludedTags = new Set<FoodTag>(['alcohol', ...diet.allergens, ...rules.flatMap((r) => r.exclude)]);
  const limits = limitsFor(input.answers).diet;
  return {
    diet,
    limits,
    diabetes: hasDiabetes(diet),
    budgetsCarbohydrate: hasDiabetes(diet) || limits.minCarbohydrate !== null,
    hypoSnack: onHypoglycaemicTreatment(diet),
    rules,
    wishes: dietWishesOf(comments),
    lowGlycaemicLoad: hasDiabetes(diet) || rules.some((r) => r.lowGlycaemicLoad),
    excludedTags,
    groupsToday: new Map(),
    cappedLeft: { ...UPPER_LIMITS, caffeine: limits.maxCaffeineMg },
    groupsInPart: new Map(),
  };
}

/** Whether the planner may put this food in the plan at all (the property tests check the same). */
export function isAllowed(food: Food, context: DietContext): boolean {
  if (food.tags.some((tag) => context.excludedTags.has(tag))) return false;
  if (!fitsDiets(food, context.diet.diets)) return false;
  if (context.limits.excludedFoods.some((fragment) => food.id.includes(fragment))) return false;
  if (context.wishes.excluded.some((target) => matchesTarget(food, target))) return false;
  // Sweets and sugary drinks are left out for diabetes (ADA: limit added sugar and sugar drinks).
  if (
    context.lowGlycaemicLoad &&
    (food.group === 'sweet' || (food.group === 'beverage' && food.per100g.sugar > 5))
  ) {
    return false;
  }
  return true;
}
