import { z } from 'zod';

// What the assistant asks the server to do once the user said yes (spec 001 section 4, main flow:
// "a complete add, edit or cancel of an event or medication is executed").

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
]);

export type AssistantAction = z.infer<typeof actionSchema>;
