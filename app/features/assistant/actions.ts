import { z } from 'zod';
import type { PlanJobKind } from '~/db/schema/plan-jobs';

// What the assistant asks the server to do once the user said yes (spec 001 section 4, main flow:
// "a complete add, edit or cancel of an event or medication is executed"), or said on a plan's
// page (the diet, exercise and meditation flows: "a non-blank comment is added to the respective
// plan conversation").

/** The plans a comment can go to: a plan page's own conversation. */
export const COMMENTED_PLANS = ['diet', 'workout', 'meditation'] as const satisfies readonly PlanJobKind[];
export type CommentedPlan = (typeof COMMENTED_PLANS)[number];

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const event = z.object({ title: z.string(), date: z.string(), time: z.string() });
const medication = z.object({
  name: z.string(),
  usage_amount: z.string(),
  usage_interval: z.number(),
  usage_start_date: z.string(),
  usage_start_time: z.string(),
  dosage: z.string().nullish(),
});

export const actionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('add_event'), event }),
  z.strictObject({ action: z.literal('edit_event'), id, event: event.partial() }),
  z.strictObject({ action: z.literal('cancel_event'), id }),
  z.strictObject({ action: z.literal('add_medication'), medication }),
  z.strictObject({ action: z.literal('edit_medication'), id, medication: medication.partial() }),
  z.strictObject({ action: z.literal('cancel_medication'), id }),
  z.strictObject({ action: z.literal('comment_plan'), plan: z.enum(COMMENTED_PLANS), comment: z.string() }),
]);

export type AssistantAction = z.infer<typeof actionSchema>;
