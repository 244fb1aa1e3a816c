// The bands a day part's nutrients must lie in (carbohydrate for diabetes and pregnancy, the bedtime
// snack, kidney protein, the fibre cap) and the amounts that meet them, found by solving.
import type { Food } from '~/features/nutrition/types';
import { solveAmounts } from './amounts';
import type { DietContext } from './diet-context';
import {
  amountOf,
  leastGrams,
  LIGHT_KCAL,
  MIN_GRAMS,
  roundGrams,
  totalOf,
  type NutrientKey,
  type Pick,
} from './portions';
import type { DayPart } from './types';

/**
 * Carbohydrate for diabetes (ADA Standards of Care 2025, section 5: individualised, and consistent
 * from meal to meal for insulin users): 40 % of the day's energy, at least the 130 g a day the brain
 * needs (IOM RDA, 2005) or a rule of care's minimum (pregnancy 175 g).
 */
export const DIABETES_CARB_SHARE = 0.4;
export const CARB_RDA = 130;
/** A main meal's carbohydrate for diabetes, in grams: typically 30 to 60, never over 75. */
export const MAIN_MEAL_CARBS = { low: 30, aimLow: 40, aimHigh: 60, high: 75 } as const;
/** The bedtime snack against lows: 15 to 30 g of carbohydrate (ADA Standards of Care, section 6). */
export const SNACK_CARBS = { low: 15, high: 30 } as const;
/** Fibre: about 14 g per 1,000 kcal (IOM 2005 adequate intake); at most 2.5 times that and 50 g a day. */
export const FIBRE_PER_1000_KCAL = 14;
export const FIBRE_CAP_FACTOR = 2.5;
export const FIBRE_MAX = 50;

type Band = { low: number; high: number };
/** What a day part may hold: carbohydrate and protein bands and a fibre cap, in grams. */
export type PartLimits = {
  carbohydrate: Band | null;
  protein: Band | null;
  fibreMax: number;
  /** How far the part's energy may be from its target, as a share: 2 % unless a band needs more room. */
  energySlack?: number;
};
export const NO_PART_LIMITS: PartLimits = { carbohydrate: null, protein: null, fibreMax: Infinity };

/** Inside a band by this much, so that rounding amounts to portions keeps the part in it. */
const bandMargin = (band: Band) =>
  Math.min(
    Math.max(1, 0.02 * (Number.isFinite(band.high) ? band.high : band.low)),
    (band.high - band.low) / 4,
  );

function inward(band: Band): Band {
  const margin = bandMargin(band);
  const low = band.low > 0 ? band.low + margin : 0;
  const high = band.high - margin;
  return low <= high ? { low, high } : { low: (band.low + band.high) / 2, high: (band.low + band.high) / 2 };
}

/** What a day part's foods cannot meet: its energy or a nutrient, too little or too much. */
type Shortfall = { nutrient: NutrientKey | 'kcal'; over: boolean };

/**
 * Sets the part's amounts so that its energy and its carbohydrate, protein and fibre lie in their
 * bands, each food within its portion range (a light vegetable between a little and its usual
 * portion, a drink as it is). Where no amounts meet them all, the amounts stay and the limit the
 * foods fall furthest from comes back.
 */
export function meetLimits(picks: Pick[], target: number, limits: PartLimits): Shortfall | null {
  if (picks.length === 0) return null;
  const fixed = (p: Pick) => p.share === 0;
  const light = (p: Pick) => p.food.per100g.kcal < LIGHT_KCAL;
  const lower = picks.map((p) =>
    fixed(p) ? p.grams : light(p) ? Math.min(p.grams, MIN_GRAMS * 5) : leastGrams(p.food),
  );
  const upper = picks.map((p) => (fixed(p) || light(p) ? p.grams : p.max));
  // Solved in energy per food rather than grams, so that an energy shortfall is shared in proportion
  // (in grams, energy-dense foods such as nuts and oils would take most of it).
  const kcalPerGram = picks.map((p) => p.food.per100g.kcal / 100);
  const per = (nutrient: NutrientKey | 'kcal') =>
    picks.map((p) => (nutrient === 'kcal' ? 1 : p.food.per100g[nutrient] / p.food.per100g.kcal));
  const slack = limits.energySlack ?? 0.02;
  const bands: [NutrientKey | 'kcal', Band][] = [
    ['kcal', { low: target * (1 - slack), high: target * (1 + slack) }],
  ];
  if (limits.carbohydrate) bands.push(['carbohydrate', limits.carbohydrate]);
  if (limits.protein) bands.push(['protein', limits.protein]);
  if (Number.isFinite(limits.fibreMax)) bands.push(['fibre', { low: 0, high: limits.fibreMax }]);
  const solved = solveAmounts(
    picks.map((p, i) => p.grams * kcalPerGram[i]!),
    lower.map((grams, i) => grams * kcalPerGram[i]!),
    upper.map((grams, i) => grams * kcalPerGram[i]!),
    bands.map(([nutrient, band]) => ({
      perGram: per(nutrient),
      ...(nutrient === 'kcal' ? band : inward(band)),
    })),
  );
  if (!solved.met) return { nutrient: bands[solved.worst.index]![0], over: solved.worst.over };
  const before = picks.map((p) => p.grams);
  picks.forEach((p, i) => {
    const grams = solved.amounts[i]! / kcalPerGram[i]!;
    p.grams = Math.min(upper[i]!, Math.max(lower[i]!, roundGrams(grams, p.food)));
  });
  const broken = bands.find(([nutrient, band]) => {
    if (nutrient === 'kcal')
      return Math.abs(totalOf(picks) - target) > target * Math.min(0.095, slack + 0.03);
    const amount = amountOf(picks, nutrient);
    return amount < band.low - 1e-9 || amount > band.high + 1e-9;
  });
  if (!broken) return null;
  picks.forEach((p, i) => (p.grams = before[i]!));
  return {
    nutrient: broken[0],
    over: (broken[0] === 'kcal' ? totalOf(picks) : amountOf(picks, broken[0])) > broken[1].high,
  };
}

/**
 * Whether a food moves a day part toward its bands: scaled to its energy target, the part's foods
 * as they are have too much or too little of a nutrient per kcal, and the food has less or more.
 */
export function remediesFor(picks: Pick[], target: number, limits: PartLimits): (food: Food) => boolean {
  const scale = target / Math.max(1, totalOf(picks));
  const checks: ((food: Food) => boolean)[] = [];
  const perKcal = (food: Food, nutrient: NutrientKey) => food.per100g[nutrient] / food.per100g.kcal;
  const steer = (nutrient: NutrientKey, band: Band | null) => {
    if (!band) return;
    const amount = amountOf(picks, nutrient) * scale;
    if (amount > band.high) checks.push((food) => perKcal(food, nutrient) < band.high / target);
    else if (amount < band.low) checks.push((food) => perKcal(food, nutrient) > band.low / target);
  };
  steer('carbohydrate', limits.carbohydrate);
  steer('protein', limits.protein);
  steer('fibre', Number.isFinite(limits.fibreMax) ? { low: 0, high: limits.fibreMax } : null);
  return (food) => checks.every((check) => check(food));
}

/** Each part's limits from the day's: bands in proportion to the part's energy. */
export function partLimitsOf(
  parts: { part: DayPart; target: number }[],
  context: { limits: DietContext['limits']; diabetes: boolean },
  dayKcal: number,
  weightKg: number,
): PartLimits[] {
  const minimum = context.limits.minCarbohydrate;
  const mainKcal = parts.filter((p) => p.part !== 'night').reduce((sum, p) => sum + p.target, 0) || 1;
  const night = parts.some((p) => p.part === 'night' && p.target > 0)
    ? (SNACK_CARBS.low + SNACK_CARBS.high) / 2
    : 0;
  const dayCarbs = Math.max(minimum ?? CARB_RDA, (DIABETES_CARB_SHARE * dayKcal) / 4) - night;
  // A rule's minimum (pregnancy, breastfeeding) is carried by the main meals, with a little to spare;
  // the snack may land at the low end of its band.
  const snackLeast = night > 0 ? SNACK_CARBS.low : 0;
  const carbohydrate = (part: DayPart, target: number): Band | null => {
    const least = minimum === null ? 0 : ((minimum - snackLeast) * 1.03 * target) / mainKcal;
    if (context.diabetes) {
      if (part === 'night') return SNACK_CARBS;
      const aim = Math.min(
        MAIN_MEAL_CARBS.aimHigh,
        Math.max(MAIN_MEAL_CARBS.aimLow, (dayCarbs * target) / mainKcal),
      );
      const low = Math.max(MAIN_MEAL_CARBS.low, aim * 0.85, least);
      return { low, high: Math.min(MAIN_MEAL_CARBS.high, Math.max(aim * 1.15, low + 8)) };
    }
    if (minimum === null || part === 'night') return null;
    return { low: least, high: Infinity };
  };
  const protein = context.limits.protein;
  const fibreMax = Math.min(FIBRE_MAX, (FIBRE_CAP_FACTOR * FIBRE_PER_1000_KCAL * dayKcal) / 1000);
  return parts.map(({ part, target }) => {
    const share = target / dayKcal;
    return {
      carbohydrate: carbohydrate(part, target),
      protein: { low: protein.low * weightKg * share, high: protein.high * weightKg * share },
      fibreMax: fibreMax * share,
    };
  });
}
