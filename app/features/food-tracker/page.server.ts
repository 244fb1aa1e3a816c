import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import type { Food as PlanFood, Meal } from '~/db/schema/plans';
import { foodById, searchFoods } from '~/features/nutrition/index';
import { normaliseForSearch } from '~/features/nutrition/search';
import { addDays, localDate, localTime } from '~/features/time-zone/zoned-time';
import { loadDiet } from '~/features/plans/records.server';
import type { LocaleCode } from '~/i18n/locales';
import { groupByPart, planTargets, totalsOf } from './day';
import {
  GRAMS,
  OWN_PREFIX,
  portionOf,
  scaledSource,
  tableSource,
  type FoodSource,
  type OwnFood,
} from './nutrition';
import {
  getOwnEntry,
  listDay,
  listOwnFoods,
  recentFoods,
  sourceOf,
  tableName,
  totalsBetween,
} from './tracker.server';

export const CHART_DAYS = 7;
/** The length of user_tracker_foods.food. */
const FOOD_NAME_MAX_LENGTH = 200;
const SEARCH_LIMIT = 12;

/** A food offered for logging, with the units it may be given in (grams per unit, 1 for grams). */
export type Choice = {
  foodId: string;
  name: string;
  units: { unit: string; grams: number }[];
  per100g: { kcal: number; carbohydrate: number };
};

/** A plan food as one tap logs it: the amount and unit, kcal and carbohydrate. */
export type PlanItem = { name: string; grams: number | null; kcal: number };

function choiceOf(name: string, source: FoodSource): Choice {
  return {
    foodId: source.foodId,
    name,
    units: Object.entries(source.units).map(([unit, grams]) => ({ unit, grams })),
    per100g: {
      kcal: Math.round(source.kcalPerGram * 100),
      carbohydrate: Math.round(source.carbohydratePerGram * 1000) / 10,
    },
  };
}

/** How one tap on a plan food logs it: the table food at its planned grams, or the food as planned. */
export function planPortion(
  food: PlanFood,
  locale: LocaleCode,
): { source: FoodSource; name: string; amount: number; unit: string } {
  const known = food.id ? foodById(food.id) : undefined;
  const grams = food.ingredients.every((ingredient) => ingredient.amount_unit === GRAMS)
    ? food.ingredients.reduce((sum, ingredient) => sum + ingredient.amount_value, 0)
    : null;
  if (known && grams !== null && grams > 0) {
    return { source: tableSource(known), name: known.name[locale], amount: Math.round(grams), unit: GRAMS };
  }
  // Carbohydrate is unknown for a food the table lacks: it is logged as 0 g (decision 052).
  const kcal = food.ingredients.reduce((sum, ingredient) => sum + ingredient.calories, 0);
  return {
    source: scaledSource({ amount: 1, unit: 'serving', kcal, carbohydrate: 0 }),
    // An outside planner's name may be longer than the column holds.
    name: food.name.slice(0, FOOD_NAME_MAX_LENGTH),
    amount: 1,
    unit: 'serving',
  };
}

function planItems(meals: readonly Meal[], locale: LocaleCode) {
  return meals.map((meal) => ({
    name: meal.name,
    start: meal.range.start,
    foods: meal.foods.map((food): PlanItem => {
      const { source, name, amount, unit } = planPortion(food, locale);
      const portion = portionOf(source, amount, unit);
      return { name, grams: unit === GRAMS ? amount : null, kcal: portion.ok ? portion.kcal : 0 };
    }),
  }));
}

function matchingOwn(own: readonly OwnFood[], query: string): OwnFood[] {
  const wanted = normaliseForSearch(query);
  return wanted ? own.filter((food) => normaliseForSearch(food.name).includes(wanted)) : [];
}

/** An own food's id among the table's ids. */
const ownKey = (food: { id: number }) => `${OWN_PREFIX}${food.id}`;

export type TrackerAddress = { day?: string; q?: string; food?: string };

/**
 * Everything the tracker page shows for a day in the user's zone: the day's foods by day part and
 * their totals, the plan and its targets, the week's chart, and the food search with the chosen food.
 * Null for a chosen own food that is not the actor's.
 */
export async function trackerPage(
  db: Database,
  actor: Actor,
  {
    address,
    locale,
    timeZone,
    now,
  }: { address: TrackerAddress; locale: LocaleCode; timeZone: string; now: number },
) {
  const today = localDate(now, timeZone);
  const day = address.day ?? today;
  const firstChartDay = addDays(day, -(CHART_DAYS - 1));
  const [entries, diet, totals, recent, own, chosen] = await Promise.all([
    listDay(db, actor, day),
    loadDiet(db, actor),
    totalsBetween(db, actor, firstChartDay, day),
    recentFoods(db, actor),
    listOwnFoods(db, actor),
    address.food ? sourceOf(db, actor, address.food) : Promise.resolve(null),
  ]);
  if (chosen === 'not-found' || chosen === 'unknown') return null;
  const meals = diet?.meals ?? [];
  const named = entries.map((entry) => ({ ...entry, food: nameFor(entry, locale) }));
  const week = Array.from({ length: CHART_DAYS }, (_, index) => {
    const date = addDays(firstChartDay, index);
    const found = totals.find((total) => total.day === date);
    return {
      day: date,
      kcal: Math.round(found?.kcal ?? 0),
      carbohydrate: Math.round(found?.carbohydrate ?? 0),
    };
  });
  const query = address.q ?? '';
  const nameOf = (foodId: string, stored: string) =>
    foodId.startsWith(OWN_PREFIX) ? stored : tableName(foodId, locale);
  return {
    day,
    today,
    // One tap logs at the current time today, and at a meal's first hour on another day.
    nowTime: localTime(now, timeZone),
    parts: groupByPart(named),
    totals: totalsOf(named),
    targets: planTargets(meals),
    plan: planItems(meals, locale),
    week,
    query,
    results: query
      ? [
          ...matchingOwn(own, query).map((food) => ({ foodId: ownKey(food), name: food.name })),
          ...searchFoods(query, locale, SEARCH_LIMIT).map((food) => ({
            foodId: food.id,
            name: food.name[locale],
          })),
        ]
      : [],
    // An own food deleted since is not offered again.
    recent: recent
      .filter(({ foodId }) => !foodId.startsWith(OWN_PREFIX) || own.some((food) => ownKey(food) === foodId))
      .map(({ foodId, food }) => ({ foodId, name: nameOf(foodId, food) })),
    own: own.map((food) => ({ id: food.id, foodId: ownKey(food), name: food.name })),
    chosen: chosen ? choiceOf(chosen.name(locale), chosen.source) : null,
  };
}

export type TrackerPage = NonNullable<Awaited<ReturnType<typeof trackerPage>>>;

/** One of the actor's entries with the units it may be changed to; null when it is not theirs. */
export async function editPage(db: Database, actor: Actor, id: number, locale: LocaleCode) {
  const entry = await getOwnEntry(db, actor, id);
  if (!entry) return null;
  const found = entry.foodId ? await sourceOf(db, actor, entry.foodId) : null;
  if (typeof found === 'object' && found !== null) {
    const units = Object.entries(found.source.units).map(([unit, grams]) => ({ unit, grams }));
    return { entry: { ...entry, food: nameFor(entry, locale) }, units };
  }
  // A food the table lacks changes only in the unit it was logged in.
  return { entry, units: [{ unit: entry.unit, grams: undefined }] };
}

/** A table food's name in the reader's language; an own or unknown food's name as logged. */
export function nameFor(entry: { food: string; foodId: string | null }, locale: LocaleCode): string {
  return entry.foodId && !entry.foodId.startsWith(OWN_PREFIX) ? tableName(entry.foodId, locale) : entry.food;
}
