// The numbers of a diet plan as its page shows them: carbohydrate per meal against its band, and the
// day's protein, fat and fibre against their targets. Computed from the plan's foods and the
// nutrition table, so a plan from the remote model is measured the same way.
import type { Meal } from '~/db/schema/plans';
import type { Food } from '~/features/nutrition/types';
import { FIBRE_CAP_FACTOR, FIBRE_MAX, FIBRE_PER_1000_KCAL, partLimitsOf } from './part-limits';
import { proteinWeightKg } from './energy';
import { limitsFor } from './guardrails';
import type { Library } from './library';
import { hasDiabetes, readBody, readDietAnswers } from './profile';
import { REFERENCE } from './reference';
import type { AnswerMap, DayPart } from './types';

export type Band = { low: number; high: number };
export type Totals = { kcal: number; carbohydrate: number; protein: number; fat: number; fibre: number };

export type MealFigures = Totals & {
  /** False when a food of the meal is not in the nutrition table (a remote plan's own dish). */
  known: boolean;
  /** The carbohydrate this meal aims for, in grams, where carbohydrate is budgeted. */
  carbohydrateBand: Band | null;
};

export type DietFigures = {
  meals: MealFigures[];
  day: Totals & { known: boolean };
  targets: {
    /** Protein, g a day: the band of the guardrails' limits (care-figures.ts). */
    protein: Band;
    /** Fat, g a day: 20-35 % of energy (IOM acceptable macronutrient distribution range, 2005). */
    fat: Band;
    /** Fibre, g a day: 14 g per 1,000 kcal (IOM 2005), at most the planner's cap. */
    fibre: Band;
    /** Carbohydrate, g a day, where a rule sets a minimum (pregnancy, breastfeeding). */
    carbohydrateMin: number | null;
  };
};

/** Fat as a share of energy (IOM 2005 AMDR). */
export const FAT_SHARE = { low: 0.2, high: 0.35 } as const;

const PARTS: Record<number, DayPart> = { 6: 'morning', 12: 'noon', 14: 'evening', 20: 'night' };

function totalsOf(items: { food: Food; grams: number }[]): Totals {
  const sum = (key: keyof Totals) =>
    items.reduce((total, { food, grams }) => total + (food.per100g[key] * grams) / 100, 0);
  return {
    kcal: sum('kcal'),
    carbohydrate: sum('carbohydrate'),
    protein: sum('protein'),
    fat: sum('fat'),
    fibre: sum('fibre'),
  };
}

export function dietFiguresOf(
  meals: readonly Meal[],
  answers: AnswerMap,
  library: Library = REFERENCE,
): DietFigures {
  const byId = new Map(library.foods.map((food) => [food.id, food]));
  const body = readBody(answers);
  const limits = limitsFor(answers).diet;
  const measured = meals.map((meal) => {
    const items = meal.foods.flatMap((planned) => {
      const food = planned.id ? byId.get(planned.id) : undefined;
      const ingredient = planned.ingredients[0];
      return food && ingredient?.amount_unit === 'g' ? [{ food, grams: ingredient.amount_value }] : [];
    });
    return { meal, items, known: items.length === meal.foods.length };
  });
  const dayKcal = meals.reduce((sum, meal) => sum + (meal.target_calories ?? 0), 0) || 1;
  const parts = meals.map((meal) => ({
    part: PARTS[meal.range.start] ?? 'noon',
    target: meal.target_calories ?? 0,
  }));
  const bands = partLimitsOf(
    parts,
    { limits, diabetes: hasDiabetes(readDietAnswers(answers)) },
    dayKcal,
    proteinWeightKg(body),
  );
  const mealFigures = measured.map(({ items, known }, index) => ({
    ...totalsOf(items),
    known,
    carbohydrateBand: bands[index]?.carbohydrate ?? null,
  }));
  const day = totalsOf(measured.flatMap((m) => m.items));
  const weight = proteinWeightKg(body);
  const protein = { low: limits.protein.low * weight, high: limits.protein.high * weight };
  return {
    meals: mealFigures,
    day: { ...day, known: measured.every((m) => m.known) },
    targets: {
      protein,
      fat: { low: (FAT_SHARE.low * dayKcal) / 9, high: (FAT_SHARE.high * dayKcal) / 9 },
      fibre: {
        low: (FIBRE_PER_1000_KCAL * dayKcal) / 1000,
        high: Math.min(FIBRE_MAX, (FIBRE_CAP_FACTOR * FIBRE_PER_1000_KCAL * dayKcal) / 1000),
      },
      carbohydrateMin: limits.minCarbohydrate,
    },
  };
}
