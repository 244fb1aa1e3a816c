import { bigint, boolean, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';

export const questionAnswers = pgTable(
  'question_answers',
  {
    user_id: ownerId(),
    question_name: varchar('question_name', { length: 100 }).notNull(),
    values: jsonb('values').$type<Array<string | number | boolean>>().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.question_name] })],
);

export type Ingredient = { name: string; amount_value: number; amount_unit: string; calories: number };
/** `id` names the nutrition-table food it comes from; `reason` says why it was chosen. */
export type Food = { name: string; ingredients: Ingredient[]; id?: string; reason?: string };
/** `target_calories` is what the planner aimed this day part at. */
export type Meal = {
  name: string;
  range: { start: number; end: number };
  foods: Food[];
  target_calories?: number;
};
export type DiseaseThreat = { name: string; description: string; reason: string };
export type ScheduledExercise = {
  name: string;
  description: string;
  time: string;
  duration: string;
  counts?: number[];
  /** The library entry it comes from and why it was chosen (embedded planner). */
  id?: string;
  reason?: string;
};
export type ScheduleDay = { name: string; exercises: ScheduledExercise[] };

export const userMeals = pgTable(
  'user_meals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    meals: jsonb('meals').$type<Meal[]>().notNull().default([]),
    disease_threats: jsonb('disease_threats').$type<DiseaseThreat[]>().notNull().default([]),
    user_comments: jsonb('user_comments').$type<string[]>().notNull().default([]),
    agent_comments: jsonb('agent_comments').$type<string[]>().notNull().default([]),
    need_regenerate: boolean('need_regenerate').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('user_meals_user_id_key').on(t.user_id)],
);

const schedulePlan = (name: string) =>
  pgTable(
    name,
    {
      id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
      user_id: ownerId(),
      schedule: jsonb('schedule').$type<ScheduleDay[]>().notNull().default([]),
      user_comments: jsonb('user_comments').$type<string[]>().notNull().default([]),
      agent_comments: jsonb('agent_comments').$type<string[]>().notNull().default([]),
      // Set when an answer this plan depends on changes (decision 022), as user_meals has it.
      need_regenerate: boolean('need_regenerate').notNull().default(true),
      created_at: createdAt(),
      updated_at: updatedAt(),
    },
    (t) => [uniqueIndex(`${name}_user_id_key`).on(t.user_id)],
  );

export const userExercises = schedulePlan('user_exercises');
export const userMeditations = schedulePlan('user_meditations');
