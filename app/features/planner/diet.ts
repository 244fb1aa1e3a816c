import type { Food as PlanFood, Meal } from '~/db/schema/plans';
import type { Food, FoodGroup, MealRole } from '~/features/nutrition/types';
import type { LocaleCode } from '~/i18n/locales';
import { DAY_PARTS, SNACK_SHARES, USUAL_SHARES, type Shares } from './day-parts';
import { energyOf, type Energy } from './energy';
import type { Library } from './library';
import { hasDiabetes, onHypoglycaemicTreatment, readBody } from './profile';
import { jitter, seedOf } from './seed';
import { type Localized } from './text';
import type { CommentIntent, DayPart, PlannerInput } from './types';

import { dietContextOf, isAllowed, matchesTarget, type DietContext } from './diet-context';
import { reasonOf } from './diet-reasons';

type Slot = { roles: MealRole[]; groups?: FoodGroup[]; share: number };

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
    { roles: ['side', 'main'], groups: ['grain', 'legume'], share: 0.35 },
    { roles: ['side'], groups: ['vegetable'], share: 0.15 },
  ],
  evening: [
    { roles: ['main'], share: 0.5 },
    { roles: ['side', 'main'], groups: ['grain', 'legume'], share: 0.3 },
    { roles: ['side'], groups: ['vegetable'], share: 0.2 },
  ],
  night: [{ roles: ['snack'], share: 1 }],
};

/** Largest sensible amount of one food in one day part, in grams. */
const MAX_GRAMS: Record<FoodGroup, number> = {
  grain: 300,
  vegetable: 400,
  fruit: 300,
  legume: 350,
  dairy: 400,
  meat: 250,
  poultry: 300,
  fish: 300,
  seafood: 300,
  egg: 150,
  'nut-seed': 50,
  'fat-oil': 20,
  sweet: 60,
  beverage: 300,
  condiment: 30,
};
const MIN_GRAMS = 10;
/** Foods this light (vegetables, tea) take a usual portion rather than a share of the energy. */
const LIGHT_KCAL = 60;

const usualGrams = (food: Food) => Math.min(food.servings[0]?.grams ?? 100, MAX_GRAMS[food.group]);
/** Amounts in steps of 5 g, or of 1 g for dense foods (nuts, oils) where 5 g is a lot of energy. */
const roundGrams = (grams: number, food?: Food) => {
  const step = food && food.per100g.kcal > 300 ? 1 : 5;
  return Math.max(step, Math.round(grams / step) * step);
};
const kcalOf = (food: Food, grams: number) => Math.round((food.per100g.kcal * grams) / 100);

/** Glycaemic load of a usual portion: GI × available carbohydrate (g) / 100. */
export const glycaemicLoad = (food: Food, grams = usualGrams(food)) =>
  ((food.glycaemicIndex ?? 0) * Math.max(0, food.per100g.carbohydrate - food.per100g.fibre) * grams) / 10000;

function scoreOf(food: Food, context: DietContext, seed: number, part: DayPart): number {
  let score = jitter(seed, `${part}:${food.id}`);
  if (context.wishes.preferred.some((target) => matchesTarget(food, target))) score += 4;
  let ruleBonus = 0;
  for (const rule of context.rules) {
    if (rule.prefer.some((tag) => food.tags.includes(tag))) ruleBonus += 1.5;
    if (rule.preferGroups.includes(food.group)) ruleBonus += 1;
  }
  // Rules favour foods without letting one kind (say legumes, rich in folate and fibre) fill the day.
  score += Math.min(ruleBonus, 2.5);
  score -= 2 * (context.groupsInPart.get(food.group) ?? 0) + 0.7 * (context.groupsToday.get(food.group) ?? 0);
  if (context.lowGlycaemicLoad) score -= glycaemicLoad(food) / 8;
  return score;
}

type Pick = { food: Food; share: number; grams: number };

/** Fits amounts so the day part meets its target: light foods keep a usual portion, the rest share. */
function fitAmounts(picks: Pick[], target: number, scale: number): void {
  const most = (p: Pick) => MAX_GRAMS[p.food.group] * scale;
  const hasDense = picks.some((p) => p.share > 0 && p.food.per100g.kcal >= LIGHT_KCAL);
  let light = picks.filter((p) => p.share === 0 || (hasDense && p.food.per100g.kcal < LIGHT_KCAL));
  for (const p of light) p.grams = roundGrams(usualGrams(p.food));
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
    for (const p of flexible) p.grams = Math.min(most(p), Math.max(MIN_GRAMS, p.grams));
    const total = picks.reduce((sum, p) => sum + (p.food.per100g.kcal * p.grams) / 100, 0);
    const gap = target - total;
    const open = flexible.filter((p) => (gap > 0 ? p.grams < most(p) : p.grams > MIN_GRAMS));
    if (Math.abs(gap) < target * 0.01 || open.length === 0) break;
    const openKcal = open.reduce((sum, p) => sum + (p.food.per100g.kcal * p.grams) / 100, 0) || 1;
    for (const p of open) p.grams *= 1 + gap / openKcal;
  }
  for (const p of flexible) p.grams = roundGrams(p.grams, p.food);
}

const totalOf = (picks: Pick[]) => picks.reduce((sum, p) => sum + kcalOf(p.food, p.grams), 0);

/**
 * For diabetes, carbohydrate is spread over the day in proportion to energy (consistent
 * carbohydrate at each meal, ADA Standards of Care, section 5): each day part carries the day's
 * carbohydrate per kcal, within 15% either way.
 */
const CARB_TOLERANCE = 0.15;
/** How far carbohydrate balancing may take a day part from its energy target. */
const KCAL_TOLERANCE = 0.05;
const carbsOf = (picks: Pick[]) =>
  picks.reduce((sum, p) => sum + (p.food.per100g.carbohydrate * p.grams) / 100, 0);
const carbDensity = (food: Food) => food.per100g.carbohydrate / food.per100g.kcal;

/** Moves energy from a part's starchier foods to its leaner ones (or back) until its carbohydrate fits. */
function balanceCarbohydrate(picks: Pick[], target: number, scale: number, gramsPerKcal: number): void {
  const budget = target * gramsPerKcal;
  const movable = picks.filter((p) => p.share > 0 && p.food.per100g.kcal >= LIGHT_KCAL);
  const spareKcal = (p: Pick) => (p.food.per100g.kcal * (p.grams - MIN_GRAMS)) / 100;
  const roomKcal = (p: Pick) => (p.food.per100g.kcal * (MAX_GRAMS[p.food.group] * scale - p.grams)) / 100;
  for (let round = 0; round < 6; round++) {
    const excess = carbsOf(picks) - budget;
    if (Math.abs(excess) <= budget * CARB_TOLERANCE) return;
    // Too much carbohydrate: energy leaves the starchiest food with grams to spare for the leanest
    // with room; too little: the other way round.
    const byDensity = [...movable].sort((a, b) => carbDensity(b.food) - carbDensity(a.food));
    const ordered = excess > 0 ? byDensity : byDensity.reverse();
    const from = ordered.find((p) => spareKcal(p) > 1);
    const to = [...ordered].reverse().find((p) => p !== from && roomKcal(p) > 1);
    if (!from || !to) return;
    const gap = Math.abs(carbDensity(from.food) - carbDensity(to.food));
    if (gap < 0.01) return;
    // Aim inside the band, not at its edge, so rounding the grams keeps it there.
    const wanted = (Math.abs(excess) - (budget * CARB_TOLERANCE) / 2) / gap;
    const kcal = Math.min(wanted, spareKcal(from), roomKcal(to));
    const before = { from: from.grams, to: to.grams, off: Math.abs(totalOf(picks) - target) };
    from.grams = roundGrams(from.grams - (kcal * 100) / from.food.per100g.kcal, from.food);
    to.grams = roundGrams(to.grams + (kcal * 100) / to.food.per100g.kcal, to.food);
    // Rounding to portions moves energy as well: a move that takes the part off its energy is undone.
    if (Math.abs(totalOf(picks) - target) > Math.max(before.off, target * KCAL_TOLERANCE)) {
      from.grams = before.from;
      to.grams = before.to;
      return;
    }
  }
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
    choose(pool, taken, context, seed, part, (f) => accept(f) && keepsApart(f));
  const take = (food: Food, share: number) => {
    used.add(food.id);
    picks.push({ food, share, grams: 0 });
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
    const inSlot = (f: Food) =>
      slot.roles.some((r) => f.roles.includes(r)) && (!slot.groups || slot.groups.includes(f.group));
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
  fitAmounts(picks, target, scale);
  // A large target the usual foods cannot reach at sensible amounts takes another food.
  const full = () =>
    picks.every(
      (p) =>
        p.share === 0 || p.food.per100g.kcal < LIGHT_KCAL || p.grams >= MAX_GRAMS[p.food.group] * scale - 5,
    );
  while (totalOf(picks) < target * 0.97 && full() && picks.length < 10) {
    const more = (f: Food) => dense(f) && f.roles.some((r) => r !== 'drink');
    const food = pick(used, more) ?? pick(new Set(picks.map((p) => p.food.id)), more);
    if (!food) break;
    take(food, 0.3);
    fitAmounts(picks, target, scale);
  }
  // A small target the picks overshoot even at their least drops its lightest extras.
  while (totalOf(picks) > target * 1.06 && picks.length > 1) {
    const extra = picks.findIndex((p) => p.share === 0 || p.food.per100g.kcal < LIGHT_KCAL);
    if (extra === -1) break;
    picks.splice(extra, 1);
    fitAmounts(picks, target, scale);
  }
  return picks;
}

export function sharesOf(context: DietContext): Shares {
  const base = onHypoglycaemicTreatment(context.diet) ? SNACK_SHARES : USUAL_SHARES;
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
  const energy = energyOf(body);
  const context = dietContextOf(input, comments);
  const floor = Math.min(energy.floorKcal, energy.targetKcal);
  const targetKcal = Math.round(Math.max(floor, energy.targetKcal * context.wishes.dayFactor) / 10) * 10;
  const shares = sharesOf(context);
  const allowed = library.foods.filter((food) => isAllowed(food, context));
  const seed = seedOf(input.answers, ...input.comments);
  const used = new Set<string>();
  const scale = Math.max(1, targetKcal / 2200);
  const parts = DAY_PARTS.map((dayPart) => {
    const target = Math.round(targetKcal * shares[dayPart.part]);
    const picks = target === 0 ? [] : planPart(dayPart.part, target, allowed, used, context, seed, scale);
    return { ...dayPart, target, picks };
  });
  if (hasDiabetes(context.diet)) {
    const all = parts.flatMap((part) => part.picks);
    const gramsPerKcal = carbsOf(all) / Math.max(1, totalOf(all));
    for (const { target, picks } of parts) balanceCarbohydrate(picks, target, scale, gramsPerKcal);
  }
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
