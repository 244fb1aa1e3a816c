import { describe, expect, it } from 'vitest';

import { healthInformationQuestions } from '~/features/questionnaire/questions/health-information';
import type { SelectQuestion } from '~/features/questionnaire/questions/types';
import { locales } from '~/i18n/locales';

import { HIGH_FIBRE_GRAMS } from './foods/define';
import { FOODS, foodById } from './index';
import type { Food, FoodTag, MealRole } from './types';

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * General Atwater factors: 4 kcal/g protein and carbohydrate, 9 kcal/g fat. USDA counts fibre in
 * carbohydrate and derives energy with food-specific factors; fibre gives about 2 kcal/g, not 4,
 * so for fibre-rich foods the fibre-adjusted estimate is the fair one. A food passes when its kcal is
 * within 15% of either estimate, or within 3 kcal (USDA rounds energy to whole kcal: tea, coffee).
 */
function energyMatches(food: Food): boolean {
  const { kcal, protein, fat, carbohydrate, fibre, alcohol = 0 } = food.per100g;
  const atwater = 4 * protein + 4 * carbohydrate + 9 * fat + 7 * alcohol;
  const fibreAdjusted = atwater - 2 * fibre;
  return [atwater, fibreAdjusted].some(
    (estimate) => Math.abs(kcal - estimate) <= 0.15 * kcal || Math.abs(kcal - estimate) <= 3,
  );
}

function foodsWith(predicate: (food: Food) => boolean, role: MealRole): Food[] {
  return FOODS.filter((food) => food.roles.includes(role) && predicate(food));
}

describe('the nutrition table', () => {
  it('has at least 160 foods', () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(160);
  });

  it('has unique kebab-case ids that foodById finds', () => {
    const ids = FOODS.map((food) => food.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const food of FOODS) {
      expect(food.id).toMatch(KEBAB_CASE);
      expect(foodById(food.id)).toBe(food);
    }
    expect(foodById('no-such-food')).toBeUndefined();
  });

  it('names every food in every language, each name unique within its language', () => {
    for (const { code } of locales) {
      const names = FOODS.map((food) => food.name[code].trim());
      expect(names.every((name) => name.length > 0)).toBe(true);
      const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
      expect(duplicates, code).toEqual([]);
    }
  });

  it('keeps nutrients plausible per 100 g', () => {
    for (const food of FOODS) {
      const { kcal, protein, fat, carbohydrate, fibre, sugar } = food.per100g;
      const label = food.id;
      for (const value of [kcal, protein, fat, carbohydrate, fibre, sugar])
        expect(value, label).toBeGreaterThanOrEqual(0);
      expect(sugar, label).toBeLessThanOrEqual(carbohydrate);
      expect(fibre, label).toBeLessThanOrEqual(carbohydrate);
      expect(protein + fat + carbohydrate, label).toBeLessThanOrEqual(100);
      expect(kcal, label).toBeLessThanOrEqual(900);
    }
  });

  it('gives energy that agrees with the macronutrients (Atwater, within 15%)', () => {
    const off = FOODS.filter((food) => !energyMatches(food)).map((food) => food.id);
    expect(off).toEqual([]);
  });

  // Nuts, seeds and condiments are eaten by the spoonful or handful: the GI tables list few of them.
  it('gives a glycaemic index to every food with real carbohydrate, and none to those without', () => {
    for (const food of FOODS) {
      const available = food.per100g.carbohydrate - food.per100g.fibre;
      const smallPortions = food.group === 'nut-seed' || food.group === 'condiment';
      if (available >= 10 && !smallPortions) expect(food.glycaemicIndex, food.id).not.toBeNull();
      if (available < 1) expect(food.glycaemicIndex, food.id).toBeNull();
      if (food.glycaemicIndex !== null) {
        expect(food.glycaemicIndex).toBeGreaterThan(0);
        expect(food.glycaemicIndex).toBeLessThanOrEqual(110);
      }
    }
  });

  it('gives every food a role and at least one serving in grams', () => {
    for (const food of FOODS) {
      expect(food.roles.length, food.id).toBeGreaterThan(0);
      expect(food.servings.length, food.id).toBeGreaterThan(0);
      for (const serving of food.servings) expect(serving.grams, food.id).toBeGreaterThan(0);
      expect(Number.isInteger(food.fdcId) && food.fdcId > 0, food.id).toBe(true);
    }
  });

  it('keeps the diet tags consistent with the allergen and food-group tags', () => {
    const animal: FoodTag[] = ['lactose', 'egg', 'fish', 'shellfish', 'pork', 'red-meat'];
    for (const food of FOODS) {
      const tags = new Set(food.tags);
      if (tags.has('vegan')) {
        expect(tags.has('vegetarian'), food.id).toBe(true);
        expect(
          animal.filter((tag) => tags.has(tag)),
          food.id,
        ).toEqual([]);
      }
      if (['meat', 'poultry', 'fish', 'seafood'].includes(food.group))
        expect(tags.has('vegetarian'), food.id).toBe(false);
      if (food.group === 'fish') expect(tags.has('fish'), food.id).toBe(true);
      if (food.group === 'seafood') expect(tags.has('shellfish'), food.id).toBe(true);
      if (food.group === 'dairy') expect(tags.has('lactose'), food.id).toBe(true);
      if (food.group === 'egg') expect(tags.has('egg'), food.id).toBe(true);
      expect(tags.has('high-fibre'), food.id).toBe(food.per100g.fibre >= HIGH_FIBRE_GRAMS);
      if (tags.has('probiotic')) expect(tags.has('fermented'), food.id).toBe(true);
    }
  });

  it('tags at least three foods for every allergy the questionnaire offers', () => {
    const allergies = healthInformationQuestions.find(
      (question) => question.name === 'allergies',
    ) as SelectQuestion;
    const tagOf: Record<string, FoodTag> = {
      Nuts: 'nuts',
      Peanuts: 'peanuts',
      Gluten: 'gluten',
      Lactose: 'lactose',
      Eggs: 'egg',
      Fish: 'fish',
      Shellfish: 'shellfish',
      Soy: 'soy',
      Sesame: 'sesame',
    };
    for (const option of allergies.options) {
      const tag = tagOf[option.en];
      if (!tag) throw new Error(`No tag for the allergy ${option.en}`);
      expect(FOODS.filter((food) => food.tags.includes(tag)).length, option.en).toBeGreaterThanOrEqual(3);
    }
  });

  it('leaves a full day of choices for anyone avoiding one allergen', () => {
    const allergens: FoodTag[] = [
      'nuts',
      'peanuts',
      'gluten',
      'lactose',
      'egg',
      'fish',
      'shellfish',
      'soy',
      'sesame',
    ];
    for (const allergen of allergens) {
      const safe = (food: Food) => !food.tags.includes(allergen);
      expect(foodsWith(safe, 'breakfast').length, allergen).toBeGreaterThanOrEqual(10);
      expect(
        foodsWith((food) => safe(food) && food.group === 'grain', 'breakfast').length,
        allergen,
      ).toBeGreaterThanOrEqual(2);
      expect(foodsWith(safe, 'main').length, allergen).toBeGreaterThanOrEqual(20);
      expect(foodsWith(safe, 'snack').length, allergen).toBeGreaterThanOrEqual(10);
    }
  });

  it('leaves enough foods for every diet of the questionnaire', () => {
    const diets: Record<string, (food: Food) => boolean> = {
      Vegetarian: (food) => food.tags.includes('vegetarian'),
      Vegan: (food) => food.tags.includes('vegan'),
      Pescatarian: (food) =>
        food.tags.includes('vegetarian') || food.group === 'fish' || food.group === 'seafood',
      Halal: (food) => !food.tags.includes('pork') && !food.tags.includes('alcohol'),
      'Kosher-style': (food) => !food.tags.includes('pork') && !food.tags.includes('shellfish'),
    };
    const question = healthInformationQuestions.find((q) => q.name === 'diet_preferences') as SelectQuestion;
    for (const option of question.options) {
      if (option.en === 'None') continue;
      const allowed = diets[option.en];
      if (!allowed) throw new Error(`No rule for the diet ${option.en}`);
      expect(foodsWith(allowed, 'breakfast').length, option.en).toBeGreaterThanOrEqual(10);
      expect(foodsWith(allowed, 'main').length, option.en).toBeGreaterThanOrEqual(20);
      expect(foodsWith(allowed, 'snack').length, option.en).toBeGreaterThanOrEqual(10);
    }
  });
});
