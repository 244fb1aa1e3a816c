import { z } from 'zod';
import type { ChatTask } from '~/ai/types';
import { extractAnswer } from '~/features/questionnaire/extract';
import { questionByName } from '~/features/questionnaire/questions';
import { getLocale } from '~/i18n/locales';
import { COMMENTED_PLANS } from './actions';
import { ASSISTANT_PAGES } from './pages';
import { ANSWER_VALUE, extractedAnswerSchema, type ExtractedAnswer } from './questionnaire';
import {
  ASSISTANT_TASKS,
  replyInputSchema,
  replySchema,
  type AssistantReply,
  type ReplyInput,
} from './reply';
import { embeddedReply } from './reply.server';
import { understand } from './understanding/sentences.server';
import { spokenAnswer } from './understanding/spoken-answer.server';

const FIELDS =
  'message (what you say, one or two short sentences), page (one of: ' +
  `${Object.keys(ASSISTANT_PAGES).join(', ')}), exit, help (the user wants a health expert), tour, ` +
  'add_event / edit_event / cancel_event ({id, title, date YYYY-MM-DD, time HH:mm}), add_medication / ' +
  'edit_medication / cancel_medication ({id, name, usage_amount, usage_interval in hours, ' +
  'usage_start_date, usage_start_time, dosage}), send_email ({subject, recipient, body}), need_exit, ' +
  `comment_plan ({plan: one of ${COMMENTED_PLANS.join(', ')}; comment: the user's words}, when they ` +
  'want one of their plans changed, as in "no fish in my diet")';

/**
 * Spec 001 section 3: the assistant's reply to one utterance of the main or e-mail conversation, as
 * the AI reply JSON. The embedded provider answers with the sentence matcher.
 */
export const assistantReplyTask: ChatTask<ReplyInput, AssistantReply> = {
  name: ASSISTANT_TASKS.reply,
  mode: 'json',
  tries: 3,
  maxTokens: 600,
  input: replyInputSchema,
  output: replySchema,
  instructions: ({ locale, today, conversation }) =>
    `You are Viva, the voice assistant of a health app. The user speaks ${getLocale(locale).name}; ` +
    `answer in it. Today is ${today}. The input holds what they said, the conversation so far, ` +
    `and their events and medications (use their ids to edit or cancel). Answer with JSON only, ` +
    `with these fields, leaving out the ones you do not use: ${FIELDS}. Never assume a date: when ` +
    `the user did not say one, ask. Fill an action only when every field it needs is known.` +
    (conversation === 'email'
      ? ' The user is writing an e-mail: always send send_email with every part known so far, ask ' +
        'for the first one missing (the recipient must be an e-mail address, not a name), and set ' +
        'need_exit when they want to stop.'
      : ''),
  embedded: (input) => embeddedReply(input),
};

const yesNoInputSchema = z.object({
  said: z.string().trim().min(1).max(500),
  locale: replyInputSchema.shape.locale,
});

/** Spec 001 section 5: a yes or no the plain pre-check could not read. */
export const yesNoTask: ChatTask<z.infer<typeof yesNoInputSchema>, 'yes' | 'no' | 'unclear'> = {
  name: ASSISTANT_TASKS.yesNo,
  mode: 'text',
  tries: 3,
  maxTokens: 5,
  input: yesNoInputSchema,
  output: z.enum(['yes', 'no', 'unclear']),
  instructions: ({ locale }) =>
    `The user answered a yes-or-no question in ${getLocale(locale).name}. Answer with one word: ` +
    `yes, no, or unclear.`,
  embedded: ({ said, locale }) => {
    const intent = understand(said, locale)?.intent;
    return intent === 'yes' || intent === 'no' ? intent : 'unclear';
  },
};

const extractInputSchema = z.object({
  /** The question the user answered, by name. */
  question: z.string().max(100),
  /** What they said. */
  said: z.string().trim().min(1).max(500),
  locale: replyInputSchema.shape.locale,
  /** Answers so far (a follow-up is only asked after its trigger): the server fills them in. */
  answers: z.record(z.string().max(100), z.array(ANSWER_VALUE).max(50)).default({}),
});
export type ExtractInput = z.input<typeof extractInputSchema>;

/**
 * Spec 001 section 5: a spoken answer to one question, as the values the questionnaire stores
 * (English options, a number then its unit). The embedded provider reads the answer as typed, else
 * the bare answer inside the sentence. Spec 001 section 7: this call has no retry.
 */
export const extractAnswerTask: ChatTask<z.output<typeof extractInputSchema>, ExtractedAnswer> = {
  name: ASSISTANT_TASKS.extractAnswer,
  mode: 'json',
  tries: 1,
  maxTokens: 200,
  input: extractInputSchema,
  output: extractedAnswerSchema,
  instructions: ({ question, locale }) => {
    const asked = questionByName(question);
    return (
      `The user answered the question "${asked?.title.en ?? question}" in ${getLocale(locale).name}. ` +
      `Answer with JSON only: {"values": [...]} holding the answer as stored (English option names; ` +
      `a number then its unit), or {"error": "unclear"} when the answer does not fit the question.`
    );
  },
  embedded: ({ question, said, locale, answers }) => {
    const read = (input: string | readonly string[]) =>
      extractAnswer({ name: question, input, language: locale, answers });
    const asTyped = read(said);
    const asked = questionByName(question);
    const bare = !asTyped.ok && asked ? spokenAnswer(asked, said, locale) : null;
    const result = bare === null ? asTyped : read(bare);
    return result.ok
      ? { values: result.values }
      : { error: result.error.key, ...(result.error.params ? { params: result.error.params } : {}) };
  },
};
