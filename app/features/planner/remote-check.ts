// A remote model's diet held to the same rules of care as the embedded planner's: a plan that breaks
// one is refused like an answer of the wrong format (issue 20), and the previous plan is kept.
import type { Meal } from '~/db/schema/plans';
import { FOODS } from '~/features/nutrition';
import type { FoodTag } from '~/features/nutrition/types';
import type { LocaleCode } from '~/i18n/locales';
import { carries } from './comments/allergies';
import { foodNamesIn } from './comments/understand';
import { ABSOLUTE_MINIMUM, energyOf } from './energy';
import { PREGNANCY_EXCLUDED } from './care-figures';
import { limitsFor } from './guardrails';
import { readBody, readDietAnswers } from './profile';
import type { AnswerMap } from './types';

/** A remote plan's day may be this far under the target the rules of care set (a "lighter meals" comment takes 10 %). */
const ENERGY_TOLERANCE = 0.8;
/** A day part may land 9 % from its target, as the embedded planner's do when bands need room. */
const LEAST_DAY_KCAL = ABSOLUTE_MINIMUM * 0.91;

const normal = (text: string) => text.toLocaleLowerCase().normalize('NFC');

/** The words, in every language, that name the foods a rule excludes (liver, high-mercury fish). */
const excludedWords = (fragments: readonly string[]) =>
  fragments.flatMap((fragment) => PREGNANCY_EXCLUDED[fragment] ?? [fragment]).map(normal);

/**
 * The allergen a remote food carries: by its table id, or by a name (in the user's language, or
 * else in English) that stands only for foods carrying it. A name shared by foods with and without it
 * ("oil") is not enough, and the longest name wins ("peanut butter" is not "butter").
 */
function allergenOf(food: Meal['foods'][number], allergens: readonly FoodTag[], locale: LocaleCode) {
  const tags = food.id ? FOODS.find((known) => known.id === food.id)?.tags : undefined;
  const byId = allergens.find((tag) => tags?.includes(tag));
  if (byId) return byId;
  for (const text of [food.name, ...food.ingredients.map((ingredient) => ingredient.name)]) {
    // Read in English only when the user's language finds no food in it ("pasta de sésamo" is not pasta).
    const own = foodNamesIn(text, locale);
    const names = own.length > 0 || locale === 'en' ? own : foodNamesIn(text, 'en');
    for (const targets of names) {
      const named = allergens.find((tag) => targets.every((target) => carries(target, tag)));
      if (named) return named;
    }
  }
  return null;
}

/**
 * The rule of care a diet breaks, or null: a day under what the rules allow (no deficit in
 * pregnancy, never under 1,000 kcal), a food a rule excludes, by its id or named in any of the five
 * languages, or a food carrying an allergen the user's answers list.
 */
export function brokenGuardrail(
  meals: readonly Meal[],
  answers: AnswerMap,
  locale: LocaleCode,
): string | null {
  const limits = limitsFor(answers);
  const dayKcal = meals
    .flatMap((meal) => meal.foods.flatMap((food) => food.ingredients))
    .reduce((sum, i) => sum + i.calories, 0);
  if (dayKcal < LEAST_DAY_KCAL) return 'energy';
  if (limits.energy.noDeficit) {
    const need = energyOf(readBody(answers), limits.energy).targetKcal;
    if (dayKcal < need * ENERGY_TOLERANCE) return 'energy';
  }
  const words = excludedWords(limits.diet.excludedFoods);
  const { allergens } = readDietAnswers(answers);
  for (const food of meals.flatMap((meal) => meal.foods)) {
    const said = [food.name, ...food.ingredients.map((ingredient) => ingredient.name)].map(normal);
    if (food.id && limits.diet.excludedFoods.some((fragment) => food.id!.includes(fragment)))
      return 'excluded-food';
    if (said.some((name) => words.some((word) => name.includes(word)))) return 'excluded-food';
    if (allergenOf(food, allergens, locale)) return 'allergen';
  }
  return null;
}
