import { foodById } from '~/features/nutrition/index';
import type { Food } from '~/features/nutrition/types';

/** Grams: every food can be weighed. */
export const GRAMS = 'g';
/** The unit of an own food described per serving. */
export const OWN_SERVING = 'serving';
/** Own-food ids are stored as `own:<row id>` beside the table's kebab-case ids. */
export const OWN_PREFIX = 'own:';

/** More than this of one food at once is a typing slip (5 kg). */
export const MAX_GRAMS_PER_ENTRY = 5000;
/** A logged day past this is a typing slip, not a meal. */
export const MAX_KCAL_PER_DAY = 20_000;

/** An own food as stored: values per serving (with its grams) or per 100 g. */
export type OwnFood = {
  id: number;
  name: string;
  basis: 'serving' | '100g';
  kcal: number;
  carbohydrate: number;
  servingGrams: number | null;
};

/** What a logged amount is computed from: kcal and carbohydrate per gram, and the units it may be given in. */
export type FoodSource = {
  foodId: string;
  kcalPerGram: number;
  carbohydratePerGram: number;
  /** Unit name to grams in one of it; always holds grams. */
  units: Record<string, number>;
};

export function tableSource(food: Food): FoodSource {
  const units: Record<string, number> = { [GRAMS]: 1 };
  for (const serving of food.servings) units[serving.name] = serving.grams;
  return {
    foodId: food.id,
    kcalPerGram: food.per100g.kcal / 100,
    carbohydratePerGram: food.per100g.carbohydrate / 100,
    units,
  };
}

export function ownSource(food: OwnFood): FoodSource {
  const foodId = `${OWN_PREFIX}${food.id}`;
  if (food.basis === '100g') {
    return {
      foodId,
      kcalPerGram: food.kcal / 100,
      carbohydratePerGram: food.carbohydrate / 100,
      units: { [GRAMS]: 1 },
    };
  }
  const grams = food.servingGrams ?? 0;
  return {
    foodId,
    kcalPerGram: grams > 0 ? food.kcal / grams : 0,
    carbohydratePerGram: grams > 0 ? food.carbohydrate / grams : 0,
    units: { [GRAMS]: 1, [OWN_SERVING]: grams },
  };
}

/** The table food a stored id names, or null (own foods and unknown ids). */
export function tableSourceOf(foodId: string): FoodSource | null {
  const food = foodById(foodId);
  return food ? tableSource(food) : null;
}

export function ownFoodRowId(foodId: string): number | null {
  if (!foodId.startsWith(OWN_PREFIX)) return null;
  const digits = foodId.slice(OWN_PREFIX.length);
  if (!/^\d{1,15}$/.test(digits)) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export type Portion =
  | { ok: true; grams: number; kcal: number; carbohydrate: number }
  | { ok: false; reason: 'unit' | 'too_much' };

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Kcal and carbohydrate of an amount in one of the food's units, or why it is refused. */
export function portionOf(source: FoodSource, amount: number, unit: string): Portion {
  const perUnit = Object.hasOwn(source.units, unit) ? source.units[unit] : undefined;
  if (perUnit === undefined || perUnit <= 0) return { ok: false, reason: 'unit' };
  const grams = amount * perUnit;
  if (grams > MAX_GRAMS_PER_ENTRY) return { ok: false, reason: 'too_much' };
  return {
    ok: true,
    grams,
    kcal: Math.round(grams * source.kcalPerGram),
    carbohydrate: round1(grams * source.carbohydratePerGram),
  };
}

/**
 * A logged food whose source is not in the table (a plan food an outside planner named): kcal and
 * carbohydrate scale with the amount, in the unit it was logged in.
 */
export function scaledSource(entry: {
  amount: number;
  unit: string;
  kcal: number;
  carbohydrate: number;
}): FoodSource {
  const per = (value: number) => (entry.amount > 0 ? value / entry.amount : 0);
  return {
    foodId: '',
    kcalPerGram: per(entry.kcal),
    carbohydratePerGram: per(entry.carbohydrate),
    units: { [entry.unit]: 1 },
  };
}
