// A remote model's diet held to the same rules of care as the embedded planner's: a plan that breaks
// one is refused like an answer of the wrong format (issue 20), and the previous plan is kept.
import type { Meal } from '~/db/schema/plans';
import { ABSOLUTE_MINIMUM, energyOf } from './energy';
import { PREGNANCY_EXCLUDED } from './care-figures';
import { limitsFor } from './guardrails';
import { readBody } from './profile';
import type { AnswerMap } from './types';

/** A remote plan's day may be this far under the target the rules of care set (a "lighter meals" comment takes 10 %). */
const ENERGY_TOLERANCE = 0.8;

const normal = (text: string) => text.toLocaleLowerCase().normalize('NFC');

/** The words, in every language, that name the foods a rule excludes (liver, high-mercury fish). */
const excludedWords = (fragments: readonly string[]) =>
  fragments.flatMap((fragment) => PREGNANCY_EXCLUDED[fragment] ?? [fragment]).map(normal);

/**
 * The rule of care a diet breaks, or null: a day under what the rules allow (no deficit in
 * pregnancy, never under 1,000 kcal), or a food a rule excludes, by its id or named in any of the
 * five languages.
 */
export function brokenGuardrail(meals: readonly Meal[], answers: AnswerMap): string | null {
  const limits = limitsFor(answers);
  const dayKcal = meals
    .flatMap((meal) => meal.foods.flatMap((food) => food.ingredients))
    .reduce((sum, i) => sum + i.calories, 0);
  if (dayKcal < ABSOLUTE_MINIMUM) return 'energy';
  if (limits.energy.noDeficit) {
    const need = energyOf(readBody(answers), limits.energy).targetKcal;
    if (dayKcal < need * ENERGY_TOLERANCE) return 'energy';
  }
  const words = excludedWords(limits.diet.excludedFoods);
  for (const food of meals.flatMap((meal) => meal.foods)) {
    const said = [food.name, ...food.ingredients.map((ingredient) => ingredient.name)].map(normal);
    if (food.id && limits.diet.excludedFoods.some((fragment) => food.id!.includes(fragment)))
      return 'excluded-food';
    if (said.some((name) => words.some((word) => name.includes(word)))) return 'excluded-food';
  }
  return null;
}
