// Portions: how much of a food a day part may hold (usual serving ranges, the upper limits of
// vitamin A, selenium and caffeine, dried fruit for diabetes), how amounts are rounded, and what a
// day part's foods add up to.
import type { Food, FoodGroup } from '~/features/nutrition/types';
import type { DietContext } from './diet-context';
import { UPPER_LIMITS } from './care-figures';

/** Largest sensible amount of one food in one day part, in grams. */
export const MAX_GRAMS: Record<FoodGroup, number> = {
  grain: 300,
  vegetable: 400,
  fruit: 300,
  legume: 250,
  dairy: 400,
  meat: 250,
  poultry: 300,
  fish: 300,
  seafood: 300,
  egg: 150,
  'nut-seed': 50,
  'fat-oil': 20,
  sweet: 60,
  beverage: 300,
  condiment: 30,
};
export const MIN_GRAMS = 10;
/** The least of a food worth planning: 10 g, or 5 g of an energy-dense one (a sprinkle of seeds). */
export const leastGrams = (food: Food) => (food.per100g.kcal > 300 ? MIN_GRAMS / 2 : MIN_GRAMS);
/**
 * Portions grow with the day's energy above 2,200 kcal, but at most by a quarter: beyond a usual
 * serving range a day takes more foods, not a 600 g bowl of one legume.
 */
const PORTION_GROWTH_LIMIT = 1.25;
/**
 * One food may bring at most half of a day's upper limit, the rest of the day carrying some too
 * (for vitamin A this is also the NHS's 1.5 mg a day from food for bone health).
 */
const ONE_FOOD_SHARE = 0.5;
/** Dried fruit for diabetes: about one carbohydrate choice, 15-20 g (ADA "Choose Your Foods", 2019). */
export const DRIED_FRUIT_MAX_GRAMS = 30;

const CAPPED = ['vitaminA', 'selenium', 'caffeine'] as const;

/**
 * The largest portion of a food the plan may hold in one day part, in grams: a usual serving range,
 * at most half an upper limit from one food, and what the day's earlier foods left of each limit.
 */
export function portionCap(
  food: Food,
  context: DietContext,
  scale: number,
  growthLimit = PORTION_GROWTH_LIMIT,
): number {
  let grams = MAX_GRAMS[food.group] * Math.min(scale, growthLimit);
  const limits = { ...UPPER_LIMITS, caffeine: context.limits.maxCaffeineMg };
  for (const nutrient of CAPPED) {
    const per100g = food.capped?.[nutrient];
    if (!per100g) continue;
    const allowed = Math.min(limits[nutrient] * ONE_FOOD_SHARE, context.cappedLeft[nutrient]);
    grams = Math.min(grams, (allowed * 100) / per100g);
  }
  if (context.diabetes && food.tags.includes('dried-fruit')) grams = Math.min(grams, DRIED_FRUIT_MAX_GRAMS);
  return Math.floor(grams);
}

/** Takes what a portion of this size could bring from the day's upper limits. */
export function spendCapped(food: Food, grams: number, context: DietContext): void {
  for (const nutrient of CAPPED)
    context.cappedLeft[nutrient] -= ((food.capped?.[nutrient] ?? 0) * grams) / 100;
}

/** Foods this light (vegetables, tea) take a usual portion rather than a share of the energy. */
export const LIGHT_KCAL = 60;

export const usualGrams = (food: Food) => Math.min(food.servings[0]?.grams ?? 100, MAX_GRAMS[food.group]);
/** Amounts in steps of 5 g, or of 1 g for dense foods (nuts, oils) where 5 g is a lot of energy. */
export const roundGrams = (grams: number, food?: Food) => {
  const step = food && food.per100g.kcal > 300 ? 1 : 5;
  return Math.max(step, Math.round(grams / step) * step);
};
export const kcalOf = (food: Food, grams: number) => Math.round((food.per100g.kcal * grams) / 100);

/** Available carbohydrate (carbohydrate less fibre) of a starchy food, g per 100 g. */
const STARCHY = 12;
export const isStarchy = (food: Food) => food.per100g.carbohydrate - food.per100g.fibre >= STARCHY;
/** A usual portion brings at least 5 g of protein. */
export const bringsProtein = (food: Food) => (food.per100g.protein * usualGrams(food)) / 100 >= 5;

/** A food of a day part, its share of the part's energy, its amount and its largest portion. */
export type Pick = { food: Food; share: number; grams: number; max: number };

export const totalOf = (picks: Pick[]) => picks.reduce((sum, p) => sum + kcalOf(p.food, p.grams), 0);

export type NutrientKey = 'carbohydrate' | 'protein' | 'fibre';
export const amountOf = (picks: Pick[], nutrient: NutrientKey) =>
  picks.reduce((sum, p) => sum + (p.food.per100g[nutrient] * p.grams) / 100, 0);
