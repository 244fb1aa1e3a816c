import { z } from 'zod';
import { locales, type LocaleCode } from '~/i18n/locales';
import { COMMENTED_PLANS } from './actions';
import { PAGE_IDS } from './pages';

// Spec 001 section 3, "AI reply (JSON)": what the chat answers the main and e-mail conversations.
// A model may send null for a field it does not use; every field but the message is optional.

/** The assistant's translator, bound to its namespace and the user's language. */
export type Translate = (key: string, values?: Record<string, string>) => string;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const id = z.number().int().positive();

const eventFields = z.object({
  id: id.nullish(),
  title: z.string().trim().min(1).max(200).nullish(),
  date: day.nullish(),
  time: clock.nullish(),
});

const medicationFields = z.object({
  id: id.nullish(),
  name: z.string().trim().min(1).max(200).nullish(),
  usage_amount: z.string().trim().min(1).max(100).nullish(),
  usage_interval: z.number().nullish(),
  usage_start_date: day.nullish(),
  usage_start_time: clock.nullish(),
  dosage: z.string().trim().max(100).nullish(),
});

const email = z.object({
  subject: z.string().max(300).nullish(),
  recipient: z.string().max(320).nullish(),
  body: z.string().max(5000).nullish(),
});

export const replySchema = z.object({
  message: z.string().trim().min(1).max(2000),
  add_event: eventFields.nullish(),
  edit_event: eventFields.nullish(),
  cancel_event: eventFields.nullish(),
  add_medication: medicationFields.nullish(),
  edit_medication: medicationFields.nullish(),
  cancel_medication: medicationFields.nullish(),
  send_email: email.nullish(),
  medical_info: z
    .object({ description: z.string().max(2000).nullish(), answer: z.string().max(2000).nullish() })
    .nullish(),
  page: z.enum(PAGE_IDS).nullish(),
  exit: z.boolean().nullish(),
  help: z.boolean().nullish(),
  tour: z.boolean().nullish(),
  need_exit: z.boolean().nullish(),
  /**
   * Ours, beyond the spec's fields: the message is a question that reads back what would be done,
   * and nothing is done without a yes (the embedded matcher's near matches).
   */
  read_back: z.boolean().nullish(),
  /**
   * Ours too: a comment on one of the user's plans ("no fish in my diet please"), which remakes
   * it. Read back before it is added.
   */
  comment_plan: z
    .object({ plan: z.enum(COMMENTED_PLANS), comment: z.string().trim().min(1).max(500) })
    .nullish(),
});

export type AssistantReply = z.infer<typeof replySchema>;
export type EventFields = z.infer<typeof eventFields>;
export type MedicationFields = z.infer<typeof medicationFields>;

const localeCodes = locales.map((locale) => locale.code) as [LocaleCode, ...LocaleCode[]];

/** What the browser sends for one reply: the utterance, and what the reply may refer to. */
export const replyInputSchema = z.object({
  said: z.string().trim().min(1).max(500),
  locale: z.enum(localeCodes),
  /** The user's calendar day, so that "tomorrow" means theirs. */
  today: day,
  conversation: z.enum(['main', 'email']),
  history: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(4000) })).max(20),
  /** The user's events and medicines; the server puts in its own before the task runs. */
  events: z
    .array(z.object({ id, title: z.string().max(200), date: day, time: clock }))
    .max(200)
    .default([]),
  medications: z
    .array(
      z.object({
        id,
        name: z.string().max(200),
        usage_amount: z.string().max(100),
        usage_interval: z.number(),
        usage_start_date: day,
        usage_start_time: clock,
      }),
    )
    .max(200)
    .default([]),
  /** The record the conversation last acted on: what "it" means. */
  focus: z.object({ kind: z.enum(['event', 'medication']), id }).nullish(),
});

export type ReplyInput = z.infer<typeof replyInputSchema>;

/** The chat tasks the assistant asks of /api/tools/chat, by name. */
export const ASSISTANT_TASKS = {
  reply: 'assistant-reply',
  yesNo: 'yes-no',
  feeling: 'rate-feeling',
  extractAnswer: 'extract-answer',
} as const;
