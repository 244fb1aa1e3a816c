import type { Localized } from '~/features/questionnaire/questions/types';
import type { LocaleCode } from '~/i18n/locales';

export type FoodGroup =
  | 'grain'
  | 'vegetable'
  | 'fruit'
  | 'legume'
  | 'dairy'
  | 'meat'
  | 'poultry'
  | 'fish'
  | 'seafood'
  | 'egg'
  | 'nut-seed'
  | 'fat-oil'
  | 'sweet'
  | 'beverage'
  | 'condiment';

/**
 * What a food contains or is, for allergies, diets and plan rules. Allergen tags follow the
 * questionnaire's allergy options; diet tags say what a food is compatible with.
 */
export type FoodTag =
  | 'vegetarian'
  | 'vegan'
  | 'lactose'
  | 'gluten'
  | 'nuts'
  | 'peanuts'
  | 'egg'
  | 'fish'
  | 'shellfish'
  | 'soy'
  | 'sesame'
  | 'pork'
  | 'alcohol'
  | 'red-meat'
  | 'fermented'
  | 'probiotic'
  | 'whole-grain'
  | 'high-fibre'
  | 'folate-rich'
  | 'caffeine'
  | 'dried-fruit';

/** Where a food fits in a day: the planner builds day parts from these roles. */
export type MealRole = 'breakfast' | 'main' | 'side' | 'snack' | 'drink';

export type ServingName =
  'slice' | 'cup' | 'piece' | 'tablespoon' | 'teaspoon' | 'bowl' | 'glass' | 'handful' | 'fillet' | 'serving';

/** Per 100 g of the food as eaten (cooked where it is eaten cooked). */
export type Nutrients = {
  kcal: number;
  protein: number;
  fat: number;
  carbohydrate: number;
  fibre: number;
  sugar: number;
  /** Grams of alcohol (ethanol), only for alcoholic drinks; it gives 7 kcal/g. */
  alcohol?: number;
};

/**
 * Per 100 g, the nutrients an upper limit caps (see foods/README.md): vitamin A as µg RAE, selenium
 * in µg, caffeine in mg. Given only for the foods of which one portion can carry a large share of a
 * limit; the other foods' amounts are small and not in the table.
 */
export type CappedNutrients = { vitaminA?: number; selenium?: number; caffeine?: number };

export type Food = {
  /** Stable, kebab-case, English: stored in plans and trackers, never shown. */
  id: string;
  name: Localized;
  /**
   * What people call the food when they write about it (a comment such as "no salmon"), per language:
   * short everyday words, singular and common plural, lower case.
   */
  called: Record<LocaleCode, string[]>;
  group: FoodGroup;
  per100g: Nutrients;
  capped?: CappedNutrients;
  /** Glycaemic index (glucose = 100); null where the food has next to no carbohydrate. */
  glycaemicIndex: number | null;
  servings: { name: ServingName; grams: number }[];
  tags: FoodTag[];
  roles: MealRole[];
  /** USDA FoodData Central id the values come from. */
  fdcId: number;
};
