import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  time,
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
    created_at: createdAt(),
  },
  (t) => [index('user_tracker_foods_user_id_eaten_at_idx').on(t.user_id, t.eaten_at)],
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
    created_at: createdAt(),
  },
  (t) => [
    index('user_tracker_exercises_user_id_completed_at_type_idx').on(t.user_id, t.completed_at, t.type),
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
    amount: varchar('amount', { length: 100 }).notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('user_medicines_user_id_created_at_idx').on(t.user_id, t.created_at)],
);

export type BloodTestResult = { marker: string; value: number; unit: string };

export const userBloodTests = pgTable(
  'user_blood_tests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    title: varchar('title', { length: 200 }).notNull(),
    taken_on: date('taken_on', { mode: 'string' }).notNull(),
    results: jsonb('results').$type<BloodTestResult[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('user_blood_tests_user_id_taken_on_idx').on(t.user_id, t.taken_on)],
);
