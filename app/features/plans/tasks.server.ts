import { z } from 'zod';
import type { AnyChatTask, ChatTask } from '~/ai/types';
import {
  mealsSchema,
  meditationScheduleSchema,
  planDiet,
  planMeditation,
  planWorkout,
  replySchema,
  threatsSchema,
  workoutScheduleSchema,
  MAX_REPLY_WORDS,
  type DiseaseThreat,
  type Meal,
  type PlannerInput,
  type ScheduleDay,
} from '~/features/planner';
import { brokenGuardrail } from '~/features/planner/remote-check';
import { getLocale } from '~/i18n/locales';
import { plannerInputSchema } from './planner-input';

// The plan tasks the app asks of the chat model. Each names the JSON it wants; the same schemas
// check a remote model's answer and the embedded planner's (spec 000 section 5).

const PLAN_TOKENS = 3_000;
const TRIES = 3;

const language = (input: PlannerInput) => getLocale(input.locale).name;

const common = (input: PlannerInput) =>
  `The input is JSON: the user's questionnaire answers, genetic variants, gut microbiome levels and ` +
  `their comments on the plan (later comments win). Write every name, description and reason in ` +
  `${language(input)}. Answer with JSON only.`;

export const generateDiet: ChatTask<PlannerInput, Meal[]> = {
  name: 'generate-diet',
  mode: 'json',
  tries: TRIES,
  maxTokens: PLAN_TOKENS,
  input: plannerInputSchema,
  output: mealsSchema as z.ZodType<Meal[]>,
  instructions: (input) =>
    `You plan a day of meals. ${common(input)} Answer with an array of the four day parts ` +
    `Morning (6-12), Noon (12-14), Evening (14-20), Night (20-6): ` +
    `[{"name": string, "range": {"start": hour, "end": hour}, "foods": [{"name": string, "reason": string, ` +
    `"ingredients": [{"name": string, "amount_value": number, "amount_unit": string, "calories": number}]}]}]. ` +
    `Respect allergies, diet preferences and comments, and the rules of care: no weight-loss deficit in ` +
    `pregnancy, breastfeeding, under 18, underweight or after an eating disorder; no liver or high-mercury ` +
    `fish in pregnancy; 30-75 g of carbohydrate a main meal and a 15-30 g bedtime snack with protein for ` +
    `insulin or sulfonylurea users.`,
  check: (meals, input) => brokenGuardrail(meals, input.answers, input.locale) === null,
  embedded: (input) => planDiet(input).meals,
};

export const generateThreats: ChatTask<PlannerInput, DiseaseThreat[]> = {
  name: 'generate-threats',
  mode: 'json',
  tries: TRIES,
  maxTokens: PLAN_TOKENS,
  input: plannerInputSchema,
  output: threatsSchema,
  instructions: (input) =>
    `You list the health threats the answers and uncommon genotypes point to. State a variant only as a ` +
    `slightly higher likelihood with its published effect, never as a disease; no threat from the most ` +
    `common genotype, from carrier status (HLA-DQ2/DQ8) or from gut levels (a stool sample diagnoses ` +
    `nothing). Never tell someone who said they have diabetes or prediabetes to confirm it: say whether a ` +
    `value is off the ADA target and to talk with their care team. ${common(input)} ` +
    `Answer with an array: [{"name": string, "description": string, "reason": string}].`,
  embedded: (input) => planDiet(input).threats,
};

const scheduleShape =
  `an array of the seven days starting on Saturday: [{"name": day name, "exercises": [{"name": string, ` +
  `"description": string, "time": "HH:mm", "duration": string, "reason": string`;

export const generateWorkout: ChatTask<PlannerInput, ScheduleDay[]> = {
  name: 'generate-workout',
  mode: 'json',
  tries: TRIES,
  maxTokens: PLAN_TOKENS,
  input: plannerInputSchema,
  output: workoutScheduleSchema as z.ZodType<ScheduleDay[]>,
  instructions: (input) =>
    `You plan a week of workouts. ${common(input)} Answer with ${scheduleShape}, "counts": [repetitions ` +
    `or seconds per set]}]}]. Only the chosen workout days carry exercises; the others are rest days ` +
    `with no exercises. Spare restricted body parts; fit each day in the chosen duration; never yoga or meditation.`,
  embedded: (input) => planWorkout(input).schedule,
};

export const generateMeditation: ChatTask<PlannerInput, ScheduleDay[]> = {
  name: 'generate-meditation',
  mode: 'json',
  tries: TRIES,
  maxTokens: PLAN_TOKENS,
  input: plannerInputSchema,
  output: meditationScheduleSchema as z.ZodType<ScheduleDay[]>,
  instructions: (input) =>
    `You plan a week of meditation. ${common(input)} Answer with ${scheduleShape}}]}]. ` +
    `Shape it by the sleep and stress answers.`,
  embedded: (input) => planMeditation(input).schedule,
};

export const PLAN_KINDS = ['diet', 'workout', 'meditation'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

const replyInputSchema = z.object({
  kind: z.enum(PLAN_KINDS),
  planner: plannerInputSchema,
  /** The regenerated plan, so that a remote model can say what changed. */
  plan: z.unknown(),
});
export type ReplyInput = z.infer<typeof replyInputSchema>;

const embeddedPlanners = { diet: planDiet, workout: planWorkout, meditation: planMeditation };

export const plannerReply: ChatTask<ReplyInput, string> = {
  name: 'planner-reply',
  mode: 'text',
  tries: TRIES,
  maxTokens: 100,
  input: replyInputSchema,
  output: replySchema,
  instructions: ({ kind, planner }) =>
    `The user commented on their ${kind} plan and it was regenerated (the input holds the comments and ` +
    `the new plan). Say in at most ${MAX_REPLY_WORDS} words, in ${language(planner)}, what changed. Plain text.`,
  embedded: ({ kind, planner }) => embeddedPlanners[kind](planner).reply,
};

/** Every task the embedded provider answers. */
export const PLAN_TASKS: readonly AnyChatTask[] = [
  generateDiet,
  generateThreats,
  generateWorkout,
  generateMeditation,
  plannerReply,
];
