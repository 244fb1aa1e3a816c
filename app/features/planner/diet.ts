import type { Food as PlanFood, Meal } from '~/db/schema/plans';
import type { Food, FoodGroup, MealRole } from '~/features/nutrition/types';
import type { LocaleCode } from '~/i18n/locales';
import { DAY_PARTS, SNACK_SHARES, USUAL_SHARES, type Shares } from './day-parts';
import { energyOf, proteinWeightKg, type Energy } from './energy';
import type { Library } from './library';
import { limitsFor } from './guardrails';
import { meetLimits, NO_PART_LIMITS, partLimitsOf, remediesFor, type PartLimits } from './part-limits';
import {
  isStarchy,
  bringsProtein,
  kcalOf,
  leastGrams,
  LIGHT_KCAL,
  portionCap,
  roundGrams,
  spendCapped,
  totalOf,
  usualGrams,
  type Pick,
} from './portions';
import { readBody } from './profile';
import { jitter, seedOf } from './seed';
import { type Localized } from './text';
import type { CommentIntent, DayPart, PlannerInput } from './types';

import { dietContextOf, isAllowed, wishFor, type DietContext } from './diet-context';
import { reasonOf } from './diet-reasons';

/**
 * A place in a day part: the roles and groups a food may come from, its share of the part's energy,
 * and whether it must carry starch where carbohydrate is budgeted (diabetes, pregnancy), so that
 * the part has a food to budget it with.
 */
type Slot = { roles: MealRole[]; groups?: FoodGroup[]; share: number; starch?: boolean; protein?: boolean };

/** What a day part is made of: roles from the nutrition table, and each slot's share of its energy. */
const SLOTS: Record<DayPart, Slot[]> = {
  morning: [
    { roles: ['breakfast'], groups: ['grain'], share: 0.4 },
    {
      roles: ['breakfast', 'main', 'side', 'snack'],
      groups: ['egg', 'dairy', 'legume', 'nut-seed'],
      share: 0.35,
    },
    { roles: ['breakfast', 'snack', 'side'], groups: ['fruit'], share: 0.25 },
    { roles: ['drink'], share: 0 },
  ],
  noon: [
    { roles: ['main'], share: 0.5 },
    { roles: ['side', 'main'], groups: ['grain', 'legume'], share: 0.35, starch: true },
    { roles: ['side'], groups: ['vegetable'], share: 0.15 },
  ],
  evening: [
    { roles: ['main'], share: 0.5 },
    { roles: ['side', 'main'], groups: ['grain', 'legume'], share: 0.3, starch: true },
    { roles: ['side'], groups: ['vegetable'], share: 0.2 },
  ],
  // The bedtime snack against night-time lows: carbohydrate with some protein (ADA Standards of Care,
  // section 6).
  night: [
    { roles: ['snack', 'breakfast'], groups: ['fruit', 'grain', 'dairy'], share: 0.5, starch: true },
    {
      roles: ['snack', 'side', 'breakfast'],
      groups: ['dairy', 'nut-seed', 'egg', 'legume'],
      share: 0.5,
      protein: true,
    },
  ],
};

/** At most this many foods join a day part to bring it into its bands. */
const MAX_EXTRA_FOODS = 5;

/** Glycaemic load of a usual portion: GI × available carbohydrate (g) / 100. */
export const glycaemicLoad = (food: Food, grams = usualGrams(food)) =>
  ((food.glycaemicIndex ?? 0) * Math.max(0, food.per100g.carbohydrate - food.per100g.fibre) * grams) / 10000;

function scoreOf(food: Food, context: DietContext, seed: number, part: DayPart): number {
  let score = jitter(seed, `${part}:${food.id}`);
  if (wishFor(food, context.wishes) === 'prefer') score += 4;
  let ruleBonus = 0;
  for (const rule of context.rules) {
    if (rule.prefer.some((tag) => food.tags.includes(tag))) ruleBonus += 1.5;
    if (rule.preferGroups.includes(food.group)) ruleBonus += 1;
  }
  // Rules favour foods without letting one kind (say legumes, rich in folate and fibre) fill the day.
  score += Math.min(ruleBonus, 2.5);
  score -= 2 * (context.groupsInPart.get(food.group) ?? 0) + 0.7 * (context.groupsToday.get(food.group) ?? 0);
  if (context.lowGlycaemicLoad) score -= glycaemicLoad(food) / 8;
  // The same day repeats all week: very fibre-dense portions (legumes, seeds) would carry a day past
  // its fibre cap, and a protein cap (kidney disease) wants foods poor in protein.
  const portion = usualGrams(food) / 100;
  score -= Math.max(0, food.per100g.fibre * portion - 6) / 4;
  if (context.limits.maxProteinPerKg !== null) score -= (food.per100g.protein * portion) / 8;
  const { carbohydrate, protein } = context.wishes.nutrients;
  const carbs = Math.max(0, food.per100g.carbohydrate - food.per100g.fibre) * portion;
  if (carbohydrate) score += ((carbohydrate === 'more' ? 1 : -1) * carbs) / 10;
  // Less protein is always kind to kidneys; more is not asked of a plan a kidney rule caps.
  if (protein === 'less' || (protein === 'more' && context.limits.maxProteinPerKg === null))
    score += ((protein === 'more' ? 1 : -1) * food.per100g.protein * portion) / 6;
  return score;
}

/** Fits amounts so the day part meets its target: light foods keep a usual portion, the rest share. */
function fitAmounts(picks: Pick[], target: number): void {
  const most = (p: Pick) => p.max;
  const hasDense = picks.some((p) => p.share > 0 && p.food.per100g.kcal >= LIGHT_KCAL);
  let light = picks.filter((p) => p.share === 0 || (hasDense && p.food.per100g.kcal < LIGHT_KCAL));
  for (const p of light) p.grams = Math.min(p.max, roundGrams(usualGrams(p.food)));
  // In a small day part usual portions of light foods would take most of it: they share as well.
  if (light.reduce((sum, p) => sum + kcalOf(p.food, p.grams), 0) > target * 0.4) {
    light = light.filter((p) => p.share === 0);
  }
  const flexible = picks.filter((p) => !light.includes(p));
  const fixed = light.reduce((sum, p) => sum + kcalOf(p.food, p.grams), 0);
  const shares = flexible.reduce((sum, p) => sum + p.share, 0) || 1;
  for (const p of flexible) {
    p.grams = ((target - fixed) * (p.share / shares) * 100) / p.food.per100g.kcal;
  }
  // Clamp, then hand what is left over to the foods that still have room, a few rounds.
  for (let round = 0; round < 6; round++) {
    for (const p of flexible) p.grams = Math.min(most(p), Math.max(leastGrams(p.food), p.grams));
    const total = picks.reduce((sum, p) => sum + (p.food.per100g.kcal * p.grams) / 100, 0);
    const gap = target - total;
    const open = flexible.filter((p) => (gap > 0 ? p.grams < most(p) : p.grams > leastGrams(p.food)));
    if (Math.abs(gap) < target * 0.01 || open.length === 0) break;
    const openKcal = open.reduce((sum, p) => sum + (p.food.per100g.kcal * p.grams) / 100, 0) || 1;
    for (const p of open) p.grams *= 1 + gap / openKcal;
  }
  for (const p of flexible) p.grams = Math.min(p.max, roundGrams(p.grams, p.food));
}

function choose(
  candidates: readonly Food[],
  used: Set<string>,
  context: DietContext,
  seed: number,
  part: DayPart,
  accept: (food: Food) => boolean,
): Food | null {
  let best: Food | null = null;
  let bestScore = -Infinity;
  for (const food of candidates) {
    if (used.has(food.id) || !accept(food)) continue;
    const score = scoreOf(food, context, seed, part);
    if (score > bestScore) {
      best = food;
      bestScore = score;
    }
  }
  return best;
}

/** Foods for one day part: one per slot, then more until the target is met (large targets). */
export function planPart(
  part: DayPart,
  target: number,
  allowed: readonly Food[],
  used: Set<string>,
  context: DietContext,
  seed: number,
  /** Portions grow with the day's energy above 2,200 kcal: a 4,000 kcal day has larger servings. */
  scale = 1,
  limits: PartLimits = NO_PART_LIMITS,
): Pick[] {
  // Caffeine only in the morning, for everyone (sleep); not at all for slow metabolisers (excluded).
  const pool = part === 'morning' ? allowed : allowed.filter((f) => !f.tags.includes('caffeine'));
  const picks: Pick[] = [];
  context.groupsInPart.clear();
  // Kosher-style keeps meat and dairy apart: not in the same day part.
  const kosher = context.diet.diets.includes('Kosher-style');
  const isMeat = (f: Food) => f.group === 'meat' || f.group === 'poultry';
  const isDairy = (f: Food) => f.group === 'dairy' || f.tags.includes('lactose');
  const keepsApart = (f: Food) =>
    !kosher ||
    !((isMeat(f) && picks.some((p) => isDairy(p.food))) || (isDairy(f) && picks.some((p) => isMeat(p.food))));
  const pick = (taken: Set<string>, accept: (food: Food) => boolean) =>
    choose(
      pool,
      taken,
      context,
      seed,
      part,
      (f) => accept(f) && keepsApart(f) && portionCap(f, context, scale) >= leastGrams(f),
    );
  const take = (food: Food, share: number) => {
    used.add(food.id);
    const max = portionCap(food, context, scale);
    spendCapped(food, max, context);
    picks.push({ food, share, grams: 0, max });
    for (const groups of [context.groupsInPart, context.groupsToday]) {
      groups.set(food.group, (groups.get(food.group) ?? 0) + 1);
    }
  };
  // A food that carries energy: not a fat, condiment or drink on its own, not a light vegetable.
  const dense = (f: Food) =>
    f.per100g.kcal >= LIGHT_KCAL &&
    !['fat-oil', 'condiment', 'beverage'].includes(f.group) &&
    f.roles.some((r) => r !== 'drink');
  for (const slot of SLOTS[part]) {
    const starch = slot.starch === true && context.budgetsCarbohydrate;
    const inSlot = (f: Food) =>
      slot.roles.some((r) => f.roles.includes(r)) &&
      (!slot.groups || slot.groups.includes(f.group)) &&
      (!starch || isStarchy(f)) &&
      (!slot.protein || bringsProtein(f));
    // When allergies and diets empty a slot, a light slot (vegetables, fruit) takes any food of its
    // roles, an energy slot any food that carries energy, even one eaten earlier in the day.
    const light = slot.groups?.every((g) => g === 'vegetable' || g === 'fruit') ?? false;
    const fallback = (f: Food) => (light ? slot.roles.some((r) => f.roles.includes(r)) : dense(f));
    const food =
      pick(used, inSlot) ??
      (slot.share > 0
        ? (pick(used, fallback) ?? (light ? null : pick(new Set(picks.map((p) => p.food.id)), dense)))
        : null);
    if (!food) continue;
    take(food, slot.share);
  }
  if (!picks.some((p) => p.share > 0 && p.food.per100g.kcal >= LIGHT_KCAL)) {
    const food = pick(used, dense);
    if (food) {
      take(food, 1);
    }
  }
  fitAmounts(picks, target);
  // A large target the usual foods cannot reach at sensible amounts takes another food.
  const full = () =>
    picks.every((p) => p.share === 0 || p.food.per100g.kcal < LIGHT_KCAL || p.grams >= p.max - 5);
  while (totalOf(picks) < target * 0.97 && full() && picks.length < 10) {
    const more = (f: Food) => dense(f) && f.roles.some((r) => r !== 'drink');
    const food = pick(used, more) ?? pick(new Set(picks.map((p) => p.food.id)), more);
    if (!food) break;
    take(food, 0.3);
    fitAmounts(picks, target);
  }
  // A very large target (a big body) that more foods still cannot reach lets portions grow with it,
  // foods an upper limit caps excepted.
  if (totalOf(picks) < target * 0.97 && full()) {
    for (const p of picks)
      if (!p.food.capped) p.max = Math.max(p.max, portionCap(p.food, context, scale, Infinity));
    fitAmounts(picks, target);
  }
  // A small target the picks overshoot even at their least drops its lightest extras.
  while (totalOf(picks) > target * 1.06 && picks.length > 1) {
    const extra = picks.findIndex((p) => p.share === 0 || p.food.per100g.kcal < LIGHT_KCAL);
    if (extra === -1) break;
    picks.splice(extra, 1);
    fitAmounts(picks, target);
  }
  // Limits the part's foods cannot meet at any amounts take another food, chosen for what the part
  // lacks: starch or a lean food, protein or a food poor in it, a food poor in fibre. Where all of
  // them cannot be met, the fibre cap gives way first (comfort), then the protein band; energy and
  // carbohydrate (safety with diabetes) give way last, and the plan page shows what was not met.
  const usual = picks.length;
  const levels: PartLimits[] = [
    limits,
    { ...limits, fibreMax: Infinity },
    { ...limits, fibreMax: Infinity, protein: null, energySlack: 0.09 },
  ];
  for (const level of levels) {
    while (meetLimits(picks, target, level)) {
      if (picks.length >= usual + MAX_EXTRA_FOODS) break;
      const remedies = remediesFor(picks, target, level);
      const fits = (f: Food) => dense(f) && !picks.some((p) => p.food.id === f.id) && remedies(f);
      const food = pick(used, fits) ?? pick(new Set(), fits);
      if (!food) break;
      take(food, 0.3);
      fitAmounts(picks, target);
    }
    if (!meetLimits(picks, target, level)) return picks;
  }
  // Nothing helped: without the foods added for the bands, the part at least meets its energy.
  picks.splice(usual);
  fitAmounts(picks, target);
  meetLimits(picks, target, NO_PART_LIMITS);
  return picks;
}

export function sharesOf(context: DietContext): Shares {
  // Pregnancy or breastfeeding with diabetes spreads its larger carbohydrate minimum over a snack as
  // well (ADA Standards of Care 2025, section 15: three meals and snacks).
  const snack = context.hypoSnack || (context.diabetes && context.limits.minCarbohydrate !== null);
  const base = snack ? SNACK_SHARES : USUAL_SHARES;
  const shares = { ...base };
  // A lighter or larger part moves energy from or to the others in proportion; the day stays the same.
  for (const [part, factor] of Object.entries(context.wishes.partFactor) as [DayPart, number][]) {
    if (shares[part] === 0) continue;
    const before = shares[part];
    const after = before * factor;
    const rest = 1 - before;
    for (const other of Object.keys(shares) as DayPart[]) {
      if (other !== part) shares[other] = rest === 0 ? 0 : (shares[other] * (1 - after)) / rest;
    }
    shares[part] = after;
  }
  return shares;
}

export type DietResult = { meals: Meal[]; targetKcal: number; energy: Energy; context: DietContext };

export function buildDiet(
  input: PlannerInput,
  comments: readonly CommentIntent[][],
  library: Library,
): DietResult {
  const body = readBody(input.answers);
  const limits = limitsFor(input.answers);
  const energy = energyOf(body, limits.energy);
  const context = dietContextOf(input, comments);
  // "Lighter meals" may not bring back a deficit a rule of care forbids.
  const floor = limits.energy.noDeficit ? energy.targetKcal : Math.min(energy.floorKcal, energy.targetKcal);
  const targetKcal = Math.round(Math.max(floor, energy.targetKcal * context.wishes.dayFactor) / 10) * 10;
  const shares = sharesOf(context);
  const allowed = library.foods.filter((food) => isAllowed(food, context));
  const seed = seedOf(input.answers, ...input.comments);
  const used = new Set<string>();
  const scale = Math.max(1, targetKcal / 2200);
  const targets = DAY_PARTS.map((dayPart) => ({
    ...dayPart,
    target: Math.round(targetKcal * shares[dayPart.part]),
  }));
  const limitsByPart = partLimitsOf(targets, context, targetKcal, proteinWeightKg(body));
  const parts = targets.map((dayPart, index) => ({
    ...dayPart,
    picks:
      dayPart.target === 0
        ? []
        : planPart(dayPart.part, dayPart.target, allowed, used, context, seed, scale, limitsByPart[index]),
  }));
  const meals: Meal[] = parts
    .filter(({ target }) => target > 0)
    .map(({ part, start, end, name, target, picks }) => ({
      name: name[input.locale],
      range: { start, end },
      target_calories: target,
      foods: picks.map(({ food, grams }) =>
        toPlanFood(food, grams, reasonOf(food, part, context), input.locale),
      ),
    }));
  return { meals, targetKcal, energy, context };
}

function toPlanFood(food: Food, grams: number, reason: Localized, locale: LocaleCode): PlanFood {
  const name = food.name[locale];
  return {
    id: food.id,
    name,
    reason: reason[locale],
    ingredients: [{ name, amount_value: grams, amount_unit: 'g', calories: kcalOf(food, grams) }],
  };
}
