import type { Meal } from '~/db/schema/plans';
import { foodById } from '~/features/nutrition/index';
import { DAY_PARTS } from '~/features/planner/day-parts';
import type { DayPart } from '~/features/planner/types';

export { DAY_PARTS };
export type { DayPart };

/** The day part (spec 000 section 3) an HH:mm clock time falls in; Night runs 20:00 to 05:59. */
export function partOf(time: string): DayPart {
  const hour = Number(time.slice(0, 2));
  for (const { part, start, end } of DAY_PARTS) {
    const inside = start < end ? hour >= start && hour < end : hour >= start || hour < end;
    if (inside) return part;
  }
  throw new Error(`No day part holds the hour ${hour}`);
}

export type Totals = { kcal: number; carbohydrate: number };

/** Entries grouped by day part, in the table's order (every part present), each with its totals. */
export function groupByPart<T extends { time: string; kcal: number; carbohydrate: number }>(
  entries: readonly T[],
): { part: DayPart; entries: T[]; totals: Totals }[] {
  return DAY_PARTS.map(({ part }) => {
    const inPart = entries.filter((entry) => partOf(entry.time) === part);
    return { part, entries: inPart, totals: totalsOf(inPart) };
  });
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function totalsOf(entries: readonly { kcal: number; carbohydrate: number }[]): Totals {
  return {
    kcal: Math.round(entries.reduce((sum, entry) => sum + entry.kcal, 0)),
    carbohydrate: round1(entries.reduce((sum, entry) => sum + entry.carbohydrate, 0)),
  };
}

/** Energy share of carbohydrate assumed for a plan food the nutrition table does not know. */
export const CARBOHYDRATE_ENERGY_SHARE = 0.45;
export const KCAL_PER_G_CARBOHYDRATE = 4;

export type Targets = { kcal: number | null; carbohydrate: number | null };

/**
 * The day's targets from the diet plan (decision 052). Kcal: the sum of the meals' target_calories,
 * or of their foods' calories where a meal has none. Carbohydrate: the plan's foods at their planned
 * grams through the nutrition table; a food the table lacks counts 45 % of its energy at 4 kcal/g.
 */
export function planTargets(meals: readonly Meal[]): Targets {
  if (meals.length === 0) return { kcal: null, carbohydrate: null };
  let kcal = 0;
  let carbohydrate = 0;
  for (const meal of meals) {
    let foodsKcal = 0;
    for (const food of meal.foods) {
      const known = food.id ? foodById(food.id) : undefined;
      for (const ingredient of food.ingredients) {
        foodsKcal += ingredient.calories;
        carbohydrate +=
          known && ingredient.amount_unit === 'g'
            ? (known.per100g.carbohydrate * ingredient.amount_value) / 100
            : (ingredient.calories * CARBOHYDRATE_ENERGY_SHARE) / KCAL_PER_G_CARBOHYDRATE;
      }
    }
    kcal += meal.target_calories ?? foodsKcal;
  }
  return { kcal: Math.round(kcal), carbohydrate: Math.round(carbohydrate) };
}
