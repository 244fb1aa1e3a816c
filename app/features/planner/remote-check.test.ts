import { describe, expect, it } from 'vitest';
import type { Meal } from '~/db/schema/plans';
import { brokenGuardrail as brokenIn } from './remote-check';
import type { AnswerMap } from './types';

const brokenGuardrail = (
  meals: Meal[],
  answers: AnswerMap,
  locale: 'en' | 'tr' | 'es' | 'ar' | 'fa' = 'en',
) => brokenIn(meals, answers, locale);

const meal = (name: string, start: number, foods: [string, number][]): Meal => ({
  name,
  range: { start, end: start + 2 },
  foods: foods.map(([food, calories]) => ({
    name: food,
    reason: 'remote',
    ingredients: [{ name: food, amount_value: 100, amount_unit: 'g', calories }],
  })),
});

const day = (calories: number, dinner = 'Grilled chicken'): Meal[] => [
  meal('Morning', 6, [['Oatmeal', calories * 0.3]]),
  meal('Noon', 12, [['Lentil soup', calories * 0.35]]),
  meal('Evening', 14, [[dinner, calories * 0.35]]),
];

const pregnant = {
  age: [30],
  sex: ['Female'],
  pregnancy: ['Pregnant'],
  pregnancy_trimester: ['Week 28 or later'],
  weight: [70, 'kg'],
  height: [165, 'cm'],
  activity_level: ['Lightly active'],
  priorities: ['Lose weight'],
};

describe('a remote diet held to the rules of care', () => {
  it('passes a day that keeps them', () => {
    expect(brokenGuardrail(day(2400), pregnant)).toBeNull();
  });

  it('refuses a weight-loss day in pregnancy, and any day under 1,000 kcal', () => {
    expect(brokenGuardrail(day(1500), pregnant)).toBe('energy');
    expect(brokenGuardrail(day(900), { ...pregnant, pregnancy: ['No'] })).toBe('energy');
    expect(brokenGuardrail(day(1500), { ...pregnant, pregnancy: ['No'] })).toBeNull();
  });

  it('refuses liver or high-mercury fish in pregnancy, named in any language', () => {
    expect(brokenGuardrail(day(2400, 'Chicken liver, simmered'), pregnant)).toBe('excluded-food');
    expect(brokenGuardrail(day(2400, 'Tavuk ciğeri'), pregnant)).toBe('excluded-food');
    expect(
      brokenGuardrail(day(2400, 'Chicken liver, simmered'), { ...pregnant, pregnancy: ['No'] }),
    ).toBeNull();
  });

  it('refuses a food carrying an allergen the answers list, by a name that stands only for such foods', () => {
    const allergic = {
      ...pregnant,
      pregnancy: ['No'],
      has_allergies: [true],
      allergies: ['Peanuts', 'Fish'],
    };
    expect(brokenGuardrail(day(2000), allergic)).toBeNull();
    expect(brokenGuardrail(day(2000, 'Toast with peanut butter'), allergic)).toBe('allergen');
    expect(brokenGuardrail(day(2000, 'Baked salmon'), allergic)).toBe('allergen');
    expect(brokenGuardrail(day(2000, 'Fırında somon'), allergic, 'tr')).toBe('allergen');
    expect(brokenGuardrail(day(2000, 'سمك مشوي'), allergic, 'ar')).toBe('allergen');
    expect(brokenGuardrail(day(2000, 'کره بادام‌زمینی'), allergic, 'fa')).toBe('allergen');
    // Not peanuts: almonds share Persian بادام; "oil" names oils with and without the allergen.
    expect(brokenGuardrail(day(2000, 'بادام'), allergic, 'fa')).toBeNull();
    expect(brokenGuardrail(day(2000, 'Salad with oil'), allergic)).toBeNull();
    expect(
      brokenGuardrail(day(2000, 'Toast with peanut butter'), { ...allergic, allergies: ['Fish'] }),
    ).toBeNull();
    const eggs = { ...allergic, allergies: ['Eggs'] };
    expect(brokenGuardrail(day(2000, 'Eggplant stew'), eggs)).toBeNull();
    expect(brokenGuardrail(day(2000, 'Boiled eggs'), eggs)).toBe('allergen');
  });
});
