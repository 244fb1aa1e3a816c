import type { LocaleCode } from '~/i18n/locales';

import { condiments } from './foods/condiments';
import { dairy } from './foods/dairy';
import { drinks } from './foods/drinks';
import { eggs } from './foods/eggs';
import { fatsAndSweets } from './foods/fats-sweets';
import { fish } from './foods/fish';
import { fruits } from './foods/fruits';
import { moreFruits } from './foods/more-fruits';
import { grains } from './foods/grains';
import { legumes } from './foods/legumes';
import { meat } from './foods/meat';
import { nutsAndSeeds } from './foods/nuts-seeds';
import { moreNutsAndSeeds } from './foods/more-nuts-seeds';
import { moreVegetables } from './foods/more-vegetables';
import { vegetables } from './foods/vegetables';
import { searchByName } from './search';
import type { Food } from './types';

// Sources and how the values were chosen: ./foods/README.md and docs/decisions/032-reference-data.md.
export const FOODS: readonly Food[] = [
  ...grains,
  ...legumes,
  ...dairy,
  ...eggs,
  ...meat,
  ...fish,
  ...nutsAndSeeds,
  ...moreNutsAndSeeds,
  ...fruits,
  ...moreFruits,
  ...vegetables,
  ...moreVegetables,
  ...fatsAndSweets,
  ...drinks,
  ...condiments,
];

const byId = new Map(FOODS.map((food) => [food.id, food]));

export function foodById(id: string): Food | undefined {
  return byId.get(id);
}

/** Foods whose name in the locale (or in English) matches the query, best match first. */
export function searchFoods(query: string, locale: LocaleCode, limit = 20): Food[] {
  return searchByName(FOODS, query, locale, limit);
}

export type { Food } from './types';
