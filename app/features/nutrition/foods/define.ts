import type { Localized } from '~/features/questionnaire/questions/types';
import type { LocaleCode } from '~/i18n/locales';

import type { CappedNutrients, Food, FoodGroup, FoodTag, MealRole, ServingName } from '../types';

/** Fibre from this many grams per 100 g makes a food high in fibre (EU Regulation 1924/2006). */
export const HIGH_FIBRE_GRAMS = 6;

type FoodEntry = {
  id: string;
  fdcId: number;
  group: FoodGroup;
  /** Per 100 g as USDA FoodData Central lists it: kcal, protein, fat, carbohydrate, fibre, sugar. */
  per100g: readonly [
    kcal: number,
    protein: number,
    fat: number,
    carbohydrate: number,
    fibre: number,
    sugar: number,
  ];
  /** Grams of alcohol per 100 g, for alcoholic drinks only. */
  alcohol?: number;
  /** Vitamin A, selenium or caffeine per 100 g, from the same FDC entry, where a portion can near a limit. */
  capped?: CappedNutrients;
  glycaemicIndex: number | null;
  name: Localized;
  /**
   * What people call the food when they write about it (a comment such as "no salmon"), per language:
   * short everyday words, singular and common plural, lower case.
   */
  called: Record<LocaleCode, string[]>;
  servings: Partial<Record<ServingName, number>>;
  tags: FoodTag[];
  roles: MealRole[];
};

/**
 * One food of the table, written compactly. 'high-fibre' follows from the fibre value and 'vegetarian'
 * from 'vegan', so neither can drift from the numbers or from each other.
 */
export function food(entry: FoodEntry): Food {
  const [kcal, protein, fat, carbohydrate, fibre, sugar] = entry.per100g;
  const tags = new Set(entry.tags);
  if (fibre >= HIGH_FIBRE_GRAMS) tags.add('high-fibre');
  if (tags.has('vegan')) tags.add('vegetarian');
  return {
    id: entry.id,
    name: entry.name,
    called: entry.called,
    group: entry.group,
    per100g: {
      kcal,
      protein,
      fat,
      carbohydrate,
      fibre,
      sugar,
      ...(entry.alcohol ? { alcohol: entry.alcohol } : {}),
    },
    ...(entry.capped ? { capped: entry.capped } : {}),
    glycaemicIndex: entry.glycaemicIndex,
    servings: Object.entries(entry.servings).map(([name, grams]) => ({ name: name as ServingName, grams })),
    tags: [...tags],
    roles: entry.roles,
    fdcId: entry.fdcId,
  };
}
