import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { userOwnFoods, userTrackerFoods } from '~/db/schema/tracking';
import { foodById } from '~/features/nutrition/index';
import { isLocaleCode } from '~/i18n/locales';
import {
  MAX_KCAL_PER_DAY,
  ownFoodRowId,
  ownSource,
  portionOf,
  scaledSource,
  tableSourceOf,
  type FoodSource,
  type OwnFood,
} from './nutrition';
import type { ChangeInput, OwnFoodInput } from './schema';

/** A logged food as the app speaks of it: time HH:mm, kcal and carbohydrate of the amount. */
export type Entry = {
  id: number;
  food: string;
  foodId: string | null;
  amount: number;
  unit: string;
  kcal: number;
  carbohydrate: number;
  date: string;
  time: string;
};

const entryColumns = {
  id: userTrackerFoods.id,
  food: userTrackerFoods.food,
  foodId: userTrackerFoods.food_id,
  amount: userTrackerFoods.eaten_amount,
  unit: userTrackerFoods.eaten_amount_unit,
  kcal: userTrackerFoods.eaten_calories,
  carbohydrate: userTrackerFoods.eaten_carbohydrate,
  date: userTrackerFoods.eaten_at,
  time: userTrackerFoods.eaten_at_time,
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type Writer = Database | Transaction;

const shaped = (row: Entry): Entry => ({ ...row, time: row.time.slice(0, 5) });
const mine = (actor: Actor) => eq(userTrackerFoods.user_id, actor.id);

/** The actor's foods eaten on a day (spec: select by eaten_at), by time. */
export async function listDay(db: Database, actor: Actor, day: string): Promise<Entry[]> {
  const rows = await db
    .select(entryColumns)
    .from(userTrackerFoods)
    .where(and(mine(actor), eq(userTrackerFoods.eaten_at, day)))
    .orderBy(asc(userTrackerFoods.eaten_at_time), asc(userTrackerFoods.id));
  return rows.map(shaped);
}

export async function getOwnEntry(db: Writer, actor: Actor, id: number): Promise<Entry | null> {
  const [row] = await db
    .select(entryColumns)
    .from(userTrackerFoods)
    .where(and(mine(actor), eq(userTrackerFoods.id, id)));
  return row ? shaped(row) : null;
}

export type DayTotal = { day: string; kcal: number; carbohydrate: number };

/** Kcal and carbohydrate per day from `from` to `to` (inclusive); days with nothing are left out. */
export async function totalsBetween(
  db: Database,
  actor: Actor,
  from: string,
  to: string,
): Promise<DayTotal[]> {
  const rows = await db
    .select({
      day: userTrackerFoods.eaten_at,
      kcal: sql<number>`coalesce(sum(${userTrackerFoods.eaten_calories}), 0)`.mapWith(Number),
      carbohydrate: sql<number>`coalesce(sum(${userTrackerFoods.eaten_carbohydrate}), 0)`.mapWith(Number),
    })
    .from(userTrackerFoods)
    .where(and(mine(actor), gte(userTrackerFoods.eaten_at, from), lte(userTrackerFoods.eaten_at, to)))
    .groupBy(userTrackerFoods.eaten_at)
    .orderBy(asc(userTrackerFoods.eaten_at));
  return rows;
}

/** The foods the actor logged last, newest first, one row per food. */
export async function recentFoods(
  db: Database,
  actor: Actor,
  limit = 8,
): Promise<{ foodId: string; food: string }[]> {
  const rows = await db
    .select({
      foodId: sql<string>`${userTrackerFoods.food_id}`,
      food: sql<string>`(array_agg(${userTrackerFoods.food} order by ${userTrackerFoods.id} desc))[1]`,
      last: sql<number>`max(${userTrackerFoods.id})`.mapWith(Number),
    })
    .from(userTrackerFoods)
    .where(and(mine(actor), sql`${userTrackerFoods.food_id} is not null`))
    .groupBy(userTrackerFoods.food_id)
    .orderBy(desc(sql`max(${userTrackerFoods.id})`))
    .limit(limit);
  return rows.map(({ foodId, food }) => ({ foodId, food }));
}

const ownColumns = {
  id: userOwnFoods.id,
  name: userOwnFoods.name,
  basis: userOwnFoods.basis,
  kcal: userOwnFoods.kcal,
  carbohydrate: userOwnFoods.carbohydrate,
  servingGrams: userOwnFoods.serving_grams,
};

export async function listOwnFoods(db: Database, actor: Actor): Promise<OwnFood[]> {
  return db
    .select(ownColumns)
    .from(userOwnFoods)
    .where(eq(userOwnFoods.user_id, actor.id))
    .orderBy(asc(userOwnFoods.name), asc(userOwnFoods.id));
}

export async function getOwnFood(db: Writer, actor: Actor, id: number): Promise<OwnFood | null> {
  const [row] = await db
    .select(ownColumns)
    .from(userOwnFoods)
    .where(and(eq(userOwnFoods.id, id), eq(userOwnFoods.user_id, actor.id)));
  return row ?? null;
}

export async function addOwnFood(db: Database, actor: Actor, input: OwnFoodInput): Promise<number> {
  const [row] = await db
    .insert(userOwnFoods)
    .values({
      user_id: actor.id,
      name: input.name,
      basis: input.basis,
      kcal: input.kcal,
      carbohydrate: input.carbohydrate,
      serving_grams: input.servingGrams,
    })
    .returning({ id: userOwnFoods.id });
  if (!row) throw new Error('An own-food insert returned no row');
  return row.id;
}

/**
 * Deletes one of the actor's own foods and gives its name; null when it is not theirs. What was
 * logged with it stays as logged (name, amounts, kcal) and can still be changed.
 */
export async function deleteOwnFood(db: Database, actor: Actor, id: number): Promise<string | null> {
  const [row] = await db
    .delete(userOwnFoods)
    .where(and(eq(userOwnFoods.id, id), eq(userOwnFoods.user_id, actor.id)))
    .returning({ name: userOwnFoods.name });
  return row?.name ?? null;
}

/** Why a food was not logged: the field it concerns and the message key. */
export type Refusal = { field: 'amount' | 'unit' | 'food'; key: string };
export type Logged =
  { ok: true; id: number; kcal: number; carbohydrate: number } | { ok: false; refusal: Refusal };

const refusal = (field: Refusal['field'], key: string) => ({ ok: false as const, refusal: { field, key } });
const refused = (reason: 'unit' | 'too_much') =>
  reason === 'unit'
    ? refusal('unit', 'food-tracker:errors.unit_not_listed')
    : refusal('amount', 'food-tracker:errors.too_much');

/**
 * The source of a food id: the table's, or one of the actor's own foods. `unknown` for an id the
 * table lacks; `not-found` for an own food that is not the actor's (the caller answers 404).
 */
export async function sourceOf(
  db: Writer,
  actor: Actor,
  foodId: string,
): Promise<{ source: FoodSource; name: (locale: string) => string } | 'unknown' | 'not-found'> {
  const ownId = ownFoodRowId(foodId);
  if (ownId !== null) {
    const own = await getOwnFood(db, actor, ownId);
    return own ? { source: ownSource(own), name: () => own.name } : 'not-found';
  }
  if (foodId.startsWith('own:')) return 'not-found';
  const source = tableSourceOf(foodId);
  return source ? { source, name: (locale) => tableName(foodId, locale) } : 'unknown';
}

export function tableName(foodId: string, locale: string): string {
  const food = foodById(foodId);
  if (!food) return foodId;
  return food.name[isLocaleCode(locale) ? locale : 'en'];
}

/** The day's kcal so far, without one entry (the one being changed). */
async function dayKcal(db: Writer, actor: Actor, day: string, except?: number): Promise<number> {
  const [row] = await db
    .select({ kcal: sql<number>`coalesce(sum(${userTrackerFoods.eaten_calories}), 0)`.mapWith(Number) })
    .from(userTrackerFoods)
    .where(
      and(
        mine(actor),
        eq(userTrackerFoods.eaten_at, day),
        except === undefined ? undefined : ne(userTrackerFoods.id, except),
      ),
    );
  return row?.kcal ?? 0;
}

/**
 * Logs an amount of a food (spec: insert of food, amount, unit, calories, date, time), with its
 * carbohydrate. Refused, writing nothing, for a unit the food lacks, over 5 kg, or a day past
 * 20,000 kcal; the day's sum and the insert share a transaction.
 */
export async function logFood(
  db: Database,
  actor: Actor,
  food: { source: FoodSource; name: string },
  input: ChangeInput,
): Promise<Logged> {
  const portion = portionOf(food.source, input.amount, input.unit);
  if (!portion.ok) return refused(portion.reason);
  return db.transaction(async (tx) => {
    if ((await dayKcal(tx, actor, input.date)) + portion.kcal > MAX_KCAL_PER_DAY) {
      return refusal('amount', 'food-tracker:errors.day_too_much');
    }
    const [row] = await tx
      .insert(userTrackerFoods)
      .values({
        user_id: actor.id,
        food: food.name,
        food_id: food.source.foodId || null,
        eaten_amount: input.amount,
        eaten_amount_unit: input.unit,
        eaten_calories: portion.kcal,
        eaten_carbohydrate: portion.carbohydrate,
        eaten_at: input.date,
        eaten_at_time: input.time,
      })
      .returning({ id: userTrackerFoods.id });
    if (!row) throw new Error('A tracker insert returned no row');
    return { ok: true as const, id: row.id, kcal: portion.kcal, carbohydrate: portion.carbohydrate };
  });
}

/**
 * Changes amount, unit, date and time of one of the actor's entries (spec: update by id), its kcal
 * and carbohydrate computed again. Null when the entry is not theirs or not there.
 */
export async function updateEntry(
  db: Database,
  actor: Actor,
  id: number,
  input: ChangeInput,
): Promise<Logged | null> {
  return db.transaction(async (tx) => {
    const entry = await getOwnEntry(tx, actor, id);
    if (!entry) return null;
    let source: FoodSource = scaledSource(entry);
    if (entry.foodId) {
      const found = await sourceOf(tx, actor, entry.foodId);
      // An own food deleted since, or a table id gone: its values as logged still scale.
      if (typeof found === 'object') source = found.source;
    }
    const portion = portionOf(source, input.amount, input.unit);
    if (!portion.ok) return refused(portion.reason);
    if ((await dayKcal(tx, actor, input.date, id)) + portion.kcal > MAX_KCAL_PER_DAY) {
      return refusal('amount', 'food-tracker:errors.day_too_much');
    }
    await tx
      .update(userTrackerFoods)
      .set({
        eaten_amount: input.amount,
        eaten_amount_unit: input.unit,
        eaten_calories: portion.kcal,
        eaten_carbohydrate: portion.carbohydrate,
        eaten_at: input.date,
        eaten_at_time: input.time,
      })
      .where(and(mine(actor), eq(userTrackerFoods.id, id)));
    return { ok: true as const, id, kcal: portion.kcal, carbohydrate: portion.carbohydrate };
  });
}

export async function deleteEntry(db: Database, actor: Actor, id: number): Promise<boolean> {
  const rows = await db
    .delete(userTrackerFoods)
    .where(and(mine(actor), eq(userTrackerFoods.id, id)))
    .returning({ id: userTrackerFoods.id });
  return rows.length > 0;
}
