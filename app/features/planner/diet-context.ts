import type { Food, FoodGroup } from '~/features/nutrition/types';
import { UPPER_LIMITS } from './care-figures';
import { limitsFor, type DietLimits } from './guardrails';
import { hasDiabetes, onHypoglycaemicTreatment, readDietAnswers, type DietAnswers } from './profile';
import { healthRulesOf, type DietRule } from './rules';
import { allergenTag } from './comments/allergies';
import type { CommentIntent, DayPart, FoodTarget, PlannerInput } from './types';

export const matchesTarget = (food: Food, target: FoodTarget): boolean =>
  'group' in target
    ? food.group === target.group
    : 'tag' in target
      ? food.tags.includes(target.tag)
      : food.id.includes(target.food);

const targetKey = (target: FoodTarget) => JSON.stringify(target);

export type FoodWish = 'exclude' | 'prefer' | 'allow';

/** What all comments ask of the diet, later comments winning over earlier ones. */
export type DietWishes = {
  /** Oldest first; for a food, the last wish whose target it matches holds ("no fish", then "more salmon"). */
  foods: { target: FoodTarget; wish: FoodWish }[];
  /** Whole-day size: 0.9 lighter, 1.1 larger. */
  dayFactor: number;
  /** Per day part: 2/3 lighter, 4/3 larger. */
  partFactor: Partial<Record<DayPart, number>>;
  /** Foods richer (more) or poorer (less) in a nutrient are favoured; the bands of care still hold. */
  nutrients: Partial<Record<'carbohydrate' | 'protein', 'less' | 'more'>>;
};

const FOOD_WISH: Partial<Record<CommentIntent['kind'], FoodWish>> = {
  'exclude-food': 'exclude',
  'prefer-food': 'prefer',
  'allow-food': 'allow',
};

export function dietWishesOf(comments: readonly CommentIntent[][]): DietWishes {
  const foods: DietWishes['foods'] = [];
  const wish = (target: FoodTarget, kind: FoodWish) => {
    const at = foods.findIndex((f) => targetKey(f.target) === targetKey(target));
    if (at !== -1) foods.splice(at, 1);
    foods.push({ target, wish: kind });
  };
  let dayFactor = 1;
  const partFactor: Partial<Record<DayPart, number>> = {};
  const nutrients: DietWishes['nutrients'] = {};
  for (const intents of comments) {
    for (const intent of intents) {
      const kind = FOOD_WISH[intent.kind];
      if (kind && 'target' in intent) wish(intent.target, kind);
      else if (intent.kind === 'allergy') {
        // Saved as an answer too; kept out here as well, should the answer not be saved yet.
        const tag = allergenTag(intent.allergy);
        if (tag) wish({ tag }, 'exclude');
      } else if (intent.kind === 'nutrient') {
        nutrients[intent.nutrient] = intent.change;
      } else if (intent.kind === 'meal-size') {
        if (intent.part) partFactor[intent.part] = intent.change === 'lighter' ? 2 / 3 : 4 / 3;
        else dayFactor = intent.change === 'lighter' ? 0.9 : 1.1;
      }
    }
  }
  return { foods, dayFactor, partFactor, nutrients };
}

/** The latest comment's wish for a food, if any comment named it. */
export function wishFor(food: Food, wishes: DietWishes): FoodWish | null {
  return wishes.foods.findLast((f) => matchesTarget(food, f.target))?.wish ?? null;
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
  /** Groups already in the plan and in the day part being planned, for variety (per plan, never shared). */
  groupsToday: Map<FoodGroup, number>;
  groupsInPart: Map<FoodGroup, number>;
  /** What the plan's foods, at their largest portions, leave of each day's upper limit. */
  cappedLeft: { vitaminA: number; selenium: number; caffeine: number };
};

export function dietContextOf(input: PlannerInput, comments: readonly CommentIntent[][]): DietContext {
  const diet = readDietAnswers(input.answers);
  const rules = healthRulesOf(input.health);
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
    groupsToday: new Map(),
    cappedLeft: { ...UPPER_LIMITS, caffeine: limits.maxCaffeineMg },
    groupsInPart: new Map(),
  };
}

/** Why a food may not be in the plan: the user's own answers, the rules of care or a comment. */
export type KeptOut = 'allergy' | 'diet' | 'genes' | 'care' | 'diabetes' | 'comment';

export function keptOutBecause(food: Food, context: DietContext): KeptOut | null {
  if (food.tags.some((tag) => context.diet.allergens.includes(tag))) return 'allergy';
  if (!fitsDiets(food, context.diet.diets)) return 'diet';
  if (food.tags.some((tag) => context.rules.some((rule) => rule.exclude.includes(tag)))) return 'genes';
  if (food.tags.includes('alcohol')) return 'care';
  if (context.limits.excludedFoods.some((fragment) => food.id.includes(fragment))) return 'care';
  // Sweets and sugary drinks are left out for diabetes (ADA: limit added sugar and sugar drinks).
  if (
    context.lowGlycaemicLoad &&
    (food.group === 'sweet' || (food.group === 'beverage' && food.per100g.sugar > 5))
  ) {
    return 'diabetes';
  }
  if (wishFor(food, context.wishes) === 'exclude') return 'comment';
  return null;
}

/** Whether the planner may put this food in the plan at all (the property tests check the same). */
export function isAllowed(food: Food, context: DietContext): boolean {
  return keptOutBecause(food, context) === null;
}
