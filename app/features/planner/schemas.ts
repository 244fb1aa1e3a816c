import { z } from 'zod';

// Spec 000 section 5: a generated schedule is an array of days, each with a name and an exercises
// array; each exercise has name, description, time and duration; workout counts are numbers per set.
// The same schemas check the remote model's answers and the embedded planner's.

const text = z.string().trim().min(1);

export const scheduledMeditationSchema = z.object({
  name: text,
  description: text,
  time: text,
  duration: text,
  counts: z.array(z.number()).optional(),
  id: z.string().optional(),
  reason: z.string().optional(),
});

export const scheduledExerciseSchema = scheduledMeditationSchema.extend({
  counts: z.array(z.number().finite().nonnegative()),
});

export const meditationScheduleSchema = z.array(
  z.object({ name: text, exercises: z.array(scheduledMeditationSchema) }),
);

export const workoutScheduleSchema = z.array(
  z.object({ name: text, exercises: z.array(scheduledExerciseSchema) }),
);

export const ingredientSchema = z.object({
  name: text,
  amount_value: z.number().finite().positive(),
  amount_unit: text,
  calories: z.number().finite().nonnegative(),
});

export const mealsSchema = z.array(
  z.object({
    name: text,
    range: z.object({ start: z.number().int().min(0).max(24), end: z.number().int().min(0).max(24) }),
    foods: z.array(
      z.object({
        name: text,
        ingredients: z.array(ingredientSchema).min(1),
        id: z.string().optional(),
        reason: z.string().optional(),
      }),
    ),
    target_calories: z.number().finite().nonnegative().optional(),
  }),
);

export const threatsSchema = z.array(z.object({ name: text, description: text, reason: text }));

/** Spec 000 section 5: the planner reply has at most 16 words. */
export const MAX_REPLY_WORDS = 16;

export function wordCount(text: string): number {
  return text.trim().split(/\s+/u).filter(Boolean).length;
}

/** The first words of a text, at most `limit` of them, joined by single spaces. */
export function firstWords(text: string, limit: number): string {
  return text.trim().split(/\s+/u).filter(Boolean).slice(0, limit).join(' ');
}

/**
 * A model that says a word too many has still made the plan: its reply is cut to the limit rather
 * than thrown away with the plan it describes.
 */
export const replySchema = z
  .string()
  .trim()
  .min(1)
  .transform((reply) => firstWords(reply, MAX_REPLY_WORDS));
