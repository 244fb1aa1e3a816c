import { FOODS } from '~/features/nutrition';
import type { FoodGroup, FoodTag } from '~/features/nutrition/types';
import { ALLERGEN_TAGS } from '../profile';
import type { FoodTarget } from '../types';

/** Groups that are one allergy of the questionnaire (shellfish covers the seafood group). */
const GROUP_ALLERGEN: Partial<Record<FoodGroup, FoodTag>> = {
  egg: 'egg',
  fish: 'fish',
  seafood: 'shellfish',
};

/** The allergies question's (English) option a comment's food stands for, if it lists one. */
export function allergyOf(target: FoodTarget): string | null {
  const tag = 'tag' in target ? target.tag : 'group' in target ? GROUP_ALLERGEN[target.group] : undefined;
  if (!tag) return null;
  return Object.entries(ALLERGEN_TAGS).find(([, allergen]) => allergen === tag)?.[0] ?? null;
}

/** The food tag an allergy option leaves out of every plan. */
export function allergenTag(allergy: string): FoodTag | null {
  return ALLERGEN_TAGS[allergy] ?? null;
}

/** Whether every food a target stands for carries the allergen (a table food by its tags). */
export function carries(target: FoodTarget, allergen: FoodTag): boolean {
  if ('tag' in target) return target.tag === allergen;
  if ('group' in target) return GROUP_ALLERGEN[target.group] === allergen;
  return FOODS.find((food) => food.id === target.food)?.tags.includes(allergen) ?? false;
}
