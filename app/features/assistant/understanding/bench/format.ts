import { z } from 'zod';
import { COMMENTED_PLANS } from '../../actions';
import { PAGE_IDS } from '../../pages';

// The labelled utterances `npm run bench:assistant` measures understanding on: one file per
// language, written apart from the sentence templates, as users phrase requests. Each case names
// what a right understanding does: one intent and the fields it must get right (and no others).

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const id = z.number().int().positive();

const event = z.strictObject({
  id: id.optional(),
  title: z.string().optional(),
  date: day.optional(),
  time: clock.optional(),
});
const medication = z.strictObject({
  id: id.optional(),
  name: z.string().optional(),
  dosage: z.string().optional(),
  usage_amount: z.string().optional(),
  usage_interval: z.number().positive().optional(),
  usage_start_date: day.optional(),
  usage_start_time: clock.optional(),
});

export const expectationSchema = z.union([
  z.strictObject({ add_event: event }),
  z.strictObject({ edit_event: event.extend({ id }) }),
  z.strictObject({ cancel_event: z.strictObject({ id }) }),
  z.strictObject({ add_medication: medication }),
  z.strictObject({ edit_medication: medication.extend({ id }) }),
  z.strictObject({ cancel_medication: z.strictObject({ id }) }),
  z.strictObject({
    send_email: z.strictObject({
      recipient: z.string().optional(),
      subject: z.string().optional(),
      body: z.string().optional(),
    }),
  }),
  z.strictObject({ comment_plan: z.strictObject({ plan: z.enum(COMMENTED_PLANS), comment: z.string() }) }),
  z.strictObject({ page: z.enum(PAGE_IDS) }),
  z.strictObject({ exit: z.literal(true) }),
  z.strictObject({ help: z.literal(true) }),
  z.strictObject({ tour: z.literal(true) }),
  z.strictObject({ yes: z.literal(true) }),
  z.strictObject({ no: z.literal(true) }),
  z.strictObject({ none: z.literal(true) }),
]);
export type Expectation = z.infer<typeof expectationSchema>;

export const benchFileSchema = z.strictObject({
  language: z.enum(['en', 'tr', 'es', 'ar', 'fa']),
  /** The user's events and medicines, as the assistant sees them: edits and cancels name them. */
  events: z.array(z.strictObject({ id, title: z.string(), date: day, time: clock })).min(1),
  medications: z
    .array(
      z.strictObject({
        id,
        name: z.string(),
        usage_amount: z.string(),
        usage_interval: z.number().positive(),
        usage_start_date: day,
        usage_start_time: clock,
      }),
    )
    .min(1),
  cases: z.array(z.strictObject({ said: z.string().min(1).max(500), expect: expectationSchema })).min(200),
});
export type BenchFile = z.infer<typeof benchFileSchema>;

/** The day every case is read on: a Friday. */
export const BENCH_TODAY = '2026-11-27';
