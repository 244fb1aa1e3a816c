import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';
import type { ScheduledExercise } from './plans';

export const userTrackerFoods = pgTable(
  'user_tracker_foods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    food: varchar('food', { length: 200 }).notNull(),
    eaten_amount: real('eaten_amount').notNull(),
    eaten_amount_unit: varchar('eaten_amount_unit', { length: 20 }).notNull(),
    eaten_calories: real('eaten_calories').notNull(),
    eaten_at: date('eaten_at', { mode: 'string' }).notNull(),
    eaten_at_time: time('eaten_at_time').notNull(),
    /** The nutrition-table id, or `own:<id>` for the user's own food; null for a plan food the table lacks. */
    food_id: varchar('food_id', { length: 80 }),
    eaten_carbohydrate: real('eaten_carbohydrate').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('user_tracker_foods_user_id_eaten_at_idx').on(t.user_id, t.eaten_at)],
);

export const ownFoodBases = ['serving', '100g'] as const;
export const ownFoodBasis = pgEnum('own_food_basis', ownFoodBases);

/** A food the nutrition table lacks, as the user described it: kcal and carbohydrate per serving or per 100 g. */
export const userOwnFoods = pgTable(
  'user_own_foods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    name: varchar('name', { length: 100 }).notNull(),
    basis: ownFoodBasis('basis').notNull(),
    kcal: real('kcal').notNull(),
    carbohydrate: real('carbohydrate').notNull(),
    /** Grams in one serving; set when the values are per serving. */
    serving_grams: real('serving_grams'),
    created_at: createdAt(),
  },
  (t) => [index('user_own_foods_user_id_name_idx').on(t.user_id, t.name)],
);

export const exerciseKinds = ['physical', 'mental'] as const;
export const exerciseKind = pgEnum('exercise_kind', exerciseKinds);

export const userTrackerExercises = pgTable(
  'user_tracker_exercises',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    type: exerciseKind('type').notNull(),
    exercise: jsonb('exercise').$type<ScheduledExercise>().notNull(),
    is_completed: boolean('is_completed').notNull().default(false),
    completed_at: date('completed_at', { mode: 'string' }).notNull(),
    /**
     * The item's place in that day of the plan (0, 1, ...); null for a set the posture check counted.
     * One row per planned item and day (decision 053), so marking it twice never makes two rows.
     */
    plan_slot: smallint('plan_slot'),
    created_at: createdAt(),
  },
  (t) => [
    index('user_tracker_exercises_user_id_completed_at_type_idx').on(t.user_id, t.completed_at, t.type),
    uniqueIndex('user_tracker_exercises_planned_item_key').on(t.user_id, t.completed_at, t.type, t.plan_slot),
  ],
);

export const userEvents = pgTable(
  'user_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    title: varchar('title', { length: 200 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('user_events_user_id_date_time_idx').on(t.user_id, t.date, t.time)],
);

export const userMedicines = pgTable(
  'user_medicines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    name: varchar('name', { length: 200 }).notNull(),
    name2: varchar('name2', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    usage_amount: varchar('usage_amount', { length: 100 }).notNull(),
    usage_interval: real('usage_interval').notNull(),
    usage_start_date: date('usage_start_date', { mode: 'string' }).notNull(),
    usage_start_time: time('usage_start_time').notNull(),
    dosage: varchar('dosage', { length: 100 }).notNull().default(''),
    /**
     * The spec's amount: units on hand (tablets, puffs, millilitres) as a decimal number in text,
     * '' when the user does not count them. Text keeps the spec's column; see decision 043.
     */
    amount: varchar('amount', { length: 100 }).notNull().default(''),
    /** How many days before the units run out the refill reminder appears. */
    refill_lead_days: integer('refill_lead_days').notNull().default(7),
    created_at: createdAt(),
  },
  (t) => [index('user_medicines_user_id_created_at_idx').on(t.user_id, t.created_at)],
);

/** One marker as entered: the value in the unit the lab printed, and the lab's own range in that unit if it gave one. */
export type BloodTestResult = {
  marker: string;
  value: number;
  unit: string;
  lab_low?: number | null;
  lab_high?: number | null;
};

export const userBloodTests = pgTable(
  'user_blood_tests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    title: varchar('title', { length: 200 }).notNull(),
    taken_on: date('taken_on', { mode: 'string' }).notNull(),
    lab: varchar('lab', { length: 120 }).notNull().default(''),
    results: jsonb('results').$type<BloodTestResult[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('user_blood_tests_user_id_taken_on_idx').on(t.user_id, t.taken_on)],
);
