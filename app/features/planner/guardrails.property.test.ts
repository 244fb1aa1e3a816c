import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { buildDiet } from './diet';
import { MAIN_MEAL_CARBS, SNACK_CARBS } from './part-limits';
import { DRIED_FRUIT_MAX_GRAMS } from './portions';
import { dietFiguresOf } from './diet-figures';
import { energyOf } from './energy';
import { UPPER_LIMITS } from './care-figures';
import { clinicalProfileOf, guardrailsFor, limitsOf } from './guardrails';
import { readBody } from './profile';
import { brokenGuardrail } from './remote-check';
import { REFERENCE } from './reference';
import { healthArb, localeArb, realisticAnswersArb } from './test-support/arbitraries';
import type { PlannerInput } from './types';

// CPU-bound over many generated people: the time follows the machine's load (30 s was passed on a
// busy 2-core machine), so these files allow more than the suite's default.
vi.setConfig({ testTimeout: 120_000 });

/** Issue 20: at least 2,000 random profiles, every option, unit, age, condition and treatment. */
const RUNS = 2000;
/**
 * The shares below are measured over the generated profiles, so the profiles are the same on every
 * run: with a new draw each time, one pregnancy day short of its minimum among some fifty moved the
 * share across its floor (0.98) from one run to the next. The invariants hold for every profile.
 */
const SEED = 20_261_128;
const foodById = new Map(REFERENCE.foods.map((food) => [food.id, food]));

const inputArb: fc.Arbitrary<PlannerInput> = fc
  .record({ answers: realisticAnswersArb, health: healthArb, locale: localeArb })
  .map(({ answers, health, locale }) => ({ answers, health, locale, comments: [] }));

const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]?.toFixed(1);
  return `n=${sorted.length}, min ${at(0)}, p5 ${at(0.05)}, median ${at(0.5)}, p95 ${at(0.95)}, max ${at(1)}`;
};
const share = (hits: number, of: number) => (of === 0 ? 1 : hits / of);

describe('the clinical guardrails over the reference tables', () => {
  it('hold for every plan; the bands hold for nearly all and a plan says where one does not', () => {
    const shape = {
      mainMealCarbs: [] as number[],
      snackCarbs: [] as number[],
      fibre: [] as number[],
      proteinPerKg: [] as number[],
      fatShare: [] as number[],
      largestPortion: [] as number[],
    };
    const bands = { mainMeals: 0, mainMealsIn: 0, snacks: 0, snacksIn: 0, minimums: 0, minimumsMet: 0 };
    const caps = { protein: 0, proteinIn: 0, kidney: 0, kidneyIn: 0, fibre: 0, fibreIn: 0 };
    fc.assert(
      fc.property(inputArb, (input) => {
        const { meals, targetKcal, energy, context } = buildDiet(input, [], REFERENCE);
        const body = readBody(input.answers);
        const limits = limitsOf(clinicalProfileOf(input.answers));
        const figures = dietFiguresOf(meals, input.answers);
        const items = meals.flatMap((meal) =>
          meal.foods.map((planned) => ({
            food: foodById.get(planned.id!)!,
            grams: planned.ingredients[0]!.amount_value,
          })),
        );
        const sum = (value: (food: (typeof items)[number]['food']) => number) =>
          items.reduce((total, { food, grams }) => total + (value(food) * grams) / 100, 0);

        // No deficit where a rule of care forbids one; pregnancy and breastfeeding add their share.
        if (limits.energy.noDeficit) {
          expect(energy.goal).toBe('maintain');
          expect(targetKcal).toBeGreaterThanOrEqual(
            energyOf(body).maintenanceKcal + limits.energy.extraKcal - 10,
          );
        }
        // Upper limits every day (the day repeats all week), excluded foods, dried fruit.
        expect(sum((f) => f.capped?.vitaminA ?? 0)).toBeLessThanOrEqual(UPPER_LIMITS.vitaminA);
        expect(sum((f) => f.capped?.selenium ?? 0)).toBeLessThanOrEqual(UPPER_LIMITS.selenium);
        expect(sum((f) => f.capped?.caffeine ?? 0)).toBeLessThanOrEqual(limits.diet.maxCaffeineMg);
        for (const { food, grams } of items) {
          for (const fragment of limits.diet.excludedFoods) expect(food.id).not.toContain(fragment);
          if (context.diabetes && food.tags.includes('dried-fruit'))
            expect(grams).toBeLessThanOrEqual(DRIED_FRUIT_MAX_GRAMS);
        }

        // What a remote model's plan is held to, the embedded planner's holds as well (no food its
        // name reads as an allergen the user listed, no excluded food, enough energy).
        expect(brokenGuardrail(meals, input.answers, input.locale)).toBeNull();

        // Carbohydrate bands: met, or the plan page shows the part's amount against its band.
        figures.meals.forEach((meal, index) => {
          const band = meal.carbohydrateBand;
          if (!band) return;
          const night = meals[index]!.range.start === 20;
          const inBand = meal.carbohydrate >= band.low - 0.5 && meal.carbohydrate <= band.high + 0.5;
          if (night) {
            bands.snacks += 1;
            if (inBand) bands.snacksIn += 1;
            shape.snackCarbs.push(meal.carbohydrate);
            expect([band.low, band.high]).toEqual([SNACK_CARBS.low, SNACK_CARBS.high]);
          } else if (context.diabetes) {
            bands.mainMeals += 1;
            if (inBand) bands.mainMealsIn += 1;
            shape.mainMealCarbs.push(meal.carbohydrate);
            expect(band.low).toBeGreaterThanOrEqual(MAIN_MEAL_CARBS.low);
            expect(band.high).toBeLessThanOrEqual(MAIN_MEAL_CARBS.high);
          }
        });
        if (limits.diet.minCarbohydrate !== null) {
          bands.minimums += 1;
          if (figures.day.carbohydrate >= limits.diet.minCarbohydrate) bands.minimumsMet += 1;
        }
        const proteinBand = figures.targets.protein;
        const proteinIn =
          figures.day.protein >= proteinBand.low * 0.95 && figures.day.protein <= proteinBand.high * 1.05;
        caps.protein += 1;
        if (proteinIn) caps.proteinIn += 1;
        if (limits.diet.maxProteinPerKg !== null) {
          caps.kidney += 1;
          if (proteinIn) caps.kidneyIn += 1;
        }
        caps.fibre += 1;
        if (figures.day.fibre <= figures.targets.fibre.high + 0.5) caps.fibreIn += 1;
        // Where the plans cannot do what a condition needs, they say so.
        const said = guardrailsFor(input.answers, input.locale);
        if (limits.diet.maxProteinPerKg !== null && limits.diet.maxProteinPerKg < 1)
          expect(said.some((rule) => rule.notCovered)).toBe(true);

        shape.fibre.push(figures.day.fibre);
        shape.proteinPerKg.push(figures.day.protein / body.weightKg);
        shape.fatShare.push((figures.day.fat * 9) / Math.max(1, figures.day.kcal));
        shape.largestPortion.push(Math.max(...items.map((item) => item.grams)));
      }),
      { numRuns: RUNS, seed: SEED },
    );
    const report = {
      'main meals in their carbohydrate band (diabetes)': share(bands.mainMealsIn, bands.mainMeals),
      'bedtime snacks with 15-30 g of carbohydrate': share(bands.snacksIn, bands.snacks),
      'pregnancy and breastfeeding days at their carbohydrate minimum': share(
        bands.minimumsMet,
        bands.minimums,
      ),
      'days within their protein band (5 % either side)': share(caps.proteinIn, caps.protein),
      'kidney plans within their protein band': share(caps.kidneyIn, caps.kidney),
      'days within the fibre cap': share(caps.fibreIn, caps.fibre),
    };
    console.log(
      [
        'Shape of the plans over the reference tables:',
        `  carbohydrate per main meal, diabetes (g): ${percentiles(shape.mainMealCarbs)}`,
        `  carbohydrate of the bedtime snack (g):    ${percentiles(shape.snackCarbs)}`,
        `  fibre a day (g):                          ${percentiles(shape.fibre)}`,
        `  protein a day (g/kg):                     ${percentiles(shape.proteinPerKg)}`,
        `  fat (share of energy):                    ${percentiles(shape.fatShare)}`,
        `  largest portion (g):                      ${percentiles(shape.largestPortion)}`,
        ...Object.entries(report).map(([name, value]) => `  ${name}: ${(value * 100).toFixed(1)} %`),
      ].join('\n'),
    );
    // Measured floors (decision 060): a band left is shown on the plan page, with who to ask.
    expect(report['main meals in their carbohydrate band (diabetes)']).toBeGreaterThanOrEqual(0.96);
    expect(report['bedtime snacks with 15-30 g of carbohydrate']).toBeGreaterThanOrEqual(0.96);
    expect(report['pregnancy and breastfeeding days at their carbohydrate minimum']).toBeGreaterThanOrEqual(
      0.98,
    );
    expect(report['days within their protein band (5 % either side)']).toBeGreaterThanOrEqual(0.86);
    expect(report['kidney plans within their protein band']).toBeGreaterThanOrEqual(0.78);
    expect(report['days within the fibre cap']).toBeGreaterThanOrEqual(0.7);
  });
});
