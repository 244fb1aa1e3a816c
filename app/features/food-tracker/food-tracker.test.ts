import { describe, expect, it } from 'vitest';
import type { Meal } from '~/db/schema/plans';
import { foodById } from '~/features/nutrition/index';
import { groupByPart, partOf, planTargets } from './day';
import { ownSource, portionOf, scaledSource, tableSource } from './nutrition';
import { planPortion } from './page.server';
import { changeSchema, ownFoodSchema } from './schema';

const bread = tableSource(foodById('white-bread')!);

describe('kcal and carbohydrate of an amount', () => {
  it('scales the per-100 g values by grams', () => {
    // White bread: 266 kcal and 50.61 g carbohydrate per 100 g.
    expect(portionOf(bread, 150, 'g')).toEqual({ ok: true, grams: 150, kcal: 399, carbohydrate: 75.9 });
  });

  it('reads a serving as its grams', () => {
    // Two 29 g slices: 58 g, 154.28 kcal, 29.35 g carbohydrate.
    expect(portionOf(bread, 2, 'slice')).toEqual({ ok: true, grams: 58, kcal: 154, carbohydrate: 29.4 });
  });

  it('refuses a unit the food has no serving of, and over 5 kg of it', () => {
    expect(portionOf(bread, 1, 'cup')).toEqual({ ok: false, reason: 'unit' });
    expect(portionOf(bread, 1, 'toString')).toEqual({ ok: false, reason: 'unit' });
    expect(portionOf(bread, 5001, 'g')).toEqual({ ok: false, reason: 'too_much' });
    expect(portionOf(bread, 173, 'slice')).toEqual({ ok: false, reason: 'too_much' });
    expect(portionOf(bread, 5000, 'g')).toMatchObject({ ok: true, kcal: 13300 });
  });

  it('computes an own food per serving in servings and in grams', () => {
    const pie = ownSource({
      id: 7,
      name: 'Pie',
      basis: 'serving',
      kcal: 300,
      carbohydrate: 40,
      servingGrams: 120,
    });
    expect(pie.foodId).toBe('own:7');
    expect(portionOf(pie, 1.5, 'serving')).toEqual({ ok: true, grams: 180, kcal: 450, carbohydrate: 60 });
    expect(portionOf(pie, 60, 'g')).toEqual({ ok: true, grams: 60, kcal: 150, carbohydrate: 20 });
  });

  it('computes an own food per 100 g in grams only', () => {
    const soup = ownSource({
      id: 3,
      name: 'Soup',
      basis: '100g',
      kcal: 45,
      carbohydrate: 6.2,
      servingGrams: null,
    });
    expect(portionOf(soup, 250, 'g')).toEqual({ ok: true, grams: 250, kcal: 113, carbohydrate: 15.5 });
    expect(portionOf(soup, 1, 'serving')).toEqual({ ok: false, reason: 'unit' });
  });

  it('scales a food logged without a source in the unit it was logged in', () => {
    const source = scaledSource({ amount: 1, unit: 'serving', kcal: 320, carbohydrate: 0 });
    expect(portionOf(source, 2, 'serving')).toEqual({ ok: true, grams: 2, kcal: 640, carbohydrate: 0 });
    expect(portionOf(source, 2, 'g')).toEqual({ ok: false, reason: 'unit' });
  });
});

describe('day parts', () => {
  it('puts clock times in the spec’s parts, the night across midnight', () => {
    expect(
      ['05:59', '06:00', '11:59', '12:00', '13:59', '14:00', '19:59', '20:00', '23:59', '00:00'].map(partOf),
    ).toEqual([
      'night',
      'morning',
      'morning',
      'noon',
      'noon',
      'evening',
      'evening',
      'night',
      'night',
      'night',
    ]);
  });

  it('groups entries in the table’s order with their totals', () => {
    const entry = (time: string, kcal: number, carbohydrate: number) => ({ time, kcal, carbohydrate });
    const groups = groupByPart([
      entry('00:30', 100, 10.25),
      entry('07:15', 300, 40),
      entry('22:00', 50, 5.1),
    ]);
    expect(groups.map((group) => group.part)).toEqual(['morning', 'noon', 'evening', 'night']);
    expect(groups[0]!.totals).toEqual({ kcal: 300, carbohydrate: 40 });
    expect(groups[1]!.entries).toEqual([]);
    expect(groups[3]!.entries.map((e) => e.time)).toEqual(['00:30', '22:00']);
    expect(groups[3]!.totals).toEqual({ kcal: 150, carbohydrate: 15.4 });
  });
});

describe('the plan’s targets', () => {
  const meal = (foods: Meal['foods'], target_calories?: number): Meal => ({
    name: 'Morning',
    range: { start: 6, end: 12 },
    foods,
    ...(target_calories === undefined ? {} : { target_calories }),
  });
  const ingredient = (name: string, grams: number, calories: number) => ({
    name,
    amount_value: grams,
    amount_unit: 'g',
    calories,
  });

  it('adds the meals’ kcal targets and the table carbohydrate of the planned grams', () => {
    const meals = [
      meal(
        [{ id: 'white-bread', name: 'White bread', ingredients: [ingredient('White bread', 100, 266)] }],
        500,
      ),
      meal(
        [{ id: 'white-bread', name: 'White bread', ingredients: [ingredient('White bread', 50, 133)] }],
        700,
      ),
    ];
    // 150 g of bread is 75.9 g carbohydrate.
    expect(planTargets(meals)).toEqual({ kcal: 1200, carbohydrate: 76 });
  });

  it('falls back to the foods’ kcal and 45 % of energy at 4 kcal/g for a food the table lacks', () => {
    const meals = [meal([{ name: 'Grandma’s stew', ingredients: [ingredient('stew', 300, 400)] }])];
    expect(planTargets(meals)).toEqual({ kcal: 400, carbohydrate: 45 });
  });

  it('has no targets without a plan', () => {
    expect(planTargets([])).toEqual({ kcal: null, carbohydrate: null });
  });
});

describe('input rules', () => {
  const schema = changeSchema('2026-05-10');
  const valid = { amount: '2', unit: 'slice', date: '2026-05-10', time: '08:30' };
  const errorOf = (input: Record<string, string>) => {
    const result = schema.safeParse(input);
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };

  it('reads amounts as typed, decimal commas and Arabic digits too', () => {
    expect(schema.parse({ ...valid, amount: '1,5' }).amount).toBe(1.5);
    expect(schema.parse({ ...valid, amount: '٢' }).amount).toBe(2);
  });

  it('refuses zero, negative and non-numeric amounts, bad dates and times, and dates over a day ahead', () => {
    expect(errorOf({ ...valid, amount: '0' })).toEqual(['food-tracker:errors.not_positive']);
    expect(errorOf({ ...valid, amount: '-3' })).toEqual(['food-tracker:errors.not_positive']);
    expect(errorOf({ ...valid, amount: 'two' })).toEqual(['food-tracker:errors.not_a_number']);
    expect(errorOf({ ...valid, date: '10/05/2026' })).toEqual(['food-tracker:errors.invalid_date']);
    expect(errorOf({ ...valid, time: '8.30' })).toEqual(['food-tracker:errors.invalid_time']);
    expect(errorOf({ ...valid, date: '2026-05-11' })).toBeNull();
    expect(errorOf({ ...valid, date: '2026-05-12' })).toEqual(['food-tracker:errors.date_future']);
  });

  it('refuses own foods with long or invisible names, and per serving without its grams', () => {
    const own = { name: 'Pie', basis: 'serving', kcal: '300', carbohydrate: '40', servingGrams: '120' };
    expect(ownFoodSchema.parse(own)).toEqual({
      name: 'Pie',
      basis: 'serving',
      kcal: 300,
      carbohydrate: 40,
      servingGrams: 120,
    });
    expect(ownFoodSchema.parse({ ...own, basis: '100g', servingGrams: '' }).servingGrams).toBeNull();
    const messages = (input: Record<string, string>) =>
      ownFoodSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ ...own, name: 'x'.repeat(101) })).toEqual(['food-tracker:errors.name_too_long']);
    expect(messages({ ...own, name: '\u200b\u2060' })).toEqual(['common:errors.required']);
    expect(messages({ ...own, servingGrams: '' })).toEqual(['common:errors.required']);
    expect(messages({ ...own, carbohydrate: '200' })).toEqual([
      'food-tracker:errors.carbohydrate_over_energy',
    ]);
  });
});

describe('one tap on a plan food', () => {
  it('logs a table food at its planned grams, named in the reader’s language', () => {
    const food = {
      id: 'white-bread',
      name: 'White bread',
      ingredients: [{ name: 'White bread', amount_value: 59.6, amount_unit: 'g', calories: 159 }],
    };
    const { source, name, amount, unit } = planPortion(food, 'tr');
    expect({ name, amount, unit }).toEqual({ name: 'Beyaz ekmek', amount: 60, unit: 'g' });
    expect(portionOf(source, amount, unit)).toEqual({ ok: true, grams: 60, kcal: 160, carbohydrate: 30.4 });
  });

  it('logs a food the table lacks as one serving of its planned kcal, carbohydrate unknown', () => {
    const food = {
      name: 'Stew',
      ingredients: [
        { name: 'lamb', amount_value: 100, amount_unit: 'g', calories: 250 },
        { name: 'rice', amount_value: 1, amount_unit: 'cup', calories: 200 },
      ],
    };
    const { source, name, amount, unit } = planPortion(food, 'en');
    expect({ name, amount, unit }).toEqual({ name: 'Stew', amount: 1, unit: 'serving' });
    expect(portionOf(source, 2, 'serving')).toEqual({ ok: true, grams: 2, kcal: 900, carbohydrate: 0 });
  });
});
