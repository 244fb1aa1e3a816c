import { z } from 'zod';
import type { ChatTask } from '~/ai/types';
import { extractAnswer } from '~/features/questionnaire/extract';
import { questionByName } from '~/features/questionnaire/questions';
import { getLocale, locales, type LocaleCode } from '~/i18n/locales';
import { rateFeeling } from './feeling';

// Generic tasks the voice assistant will ask; declared here so that one gateway serves them.

const localeCodes = locales.map((locale) => locale.code) as [LocaleCode, ...LocaleCode[]];
const answerValue = z.union([z.string().max(500), z.number().finite(), z.boolean()]);

const extractInputSchema = z.object({
  /** The question the user answered, by name. */
  question: z.string().max(100),
  /** What they said. */
  said: z.string().min(1).max(500),
  locale: z.enum(localeCodes),
  /** Answers so far: a follow-up is only asked after its trigger. */
  answers: z.record(z.string().max(100), z.array(answerValue).max(50)),
});
export type ExtractInput = z.infer<typeof extractInputSchema>;

const extractOutputSchema = z.union([
  z.strictObject({ values: z.array(answerValue).min(1).max(50) }),
  z.strictObject({ error: z.string().min(1).max(100) }),
]);
export type ExtractOutput = z.infer<typeof extractOutputSchema>;

/**
 * A spoken answer to one question, as the values the questionnaire stores (English options,
 * numbers with their unit). Spec 001 section 7: this call has no retry.
 */
export const extractAnswerTask: ChatTask<ExtractInput, ExtractOutput> = {
  name: 'extract-answer',
  mode: 'json',
  tries: 1,
  maxTokens: 200,
  input: extractInputSchema,
  output: extractOutputSchema,
  instructions: ({ question, locale }) => {
    const asked = questionByName(question);
    return (
      `The user answered the question "${asked?.title.en ?? question}" in ${getLocale(locale).name}. ` +
      `Answer with JSON only: {"values": [...]} holding the answer as stored (English option names; ` +
      `a number then its unit), or {"error": "unclear"} when the answer does not fit the question.`
    );
  },
  embedded: ({ question, said, locale, answers }) => {
    const result = extractAnswer({ name: question, input: said, language: locale, answers });
    return result.ok ? { values: result.values } : { error: result.error.key };
  },
};

const feelingInputSchema = z.object({
  /** What the user said when asked how they feel today. */
  said: z.string().min(1).max(500),
  locale: z.enum(localeCodes),
});
export type FeelingInput = z.infer<typeof feelingInputSchema>;

/**
 * Spec 001 (today-feeling): how much the user needs an expert today, 1 to 10; 7 or more leads to
 * talk-to-expert. The answer must be the number alone: anything else is Wrong Format.
 */
export const rateFeelingTask: ChatTask<FeelingInput, number> = {
  name: 'rate-feeling',
  mode: 'text',
  tries: 3,
  maxTokens: 5,
  input: feelingInputSchema,
  output: z
    .string()
    .regex(/^(?:10|[1-9])$/)
    .transform(Number),
  instructions: ({ locale }) =>
    `The user said, in ${getLocale(locale).name}, how they feel today. Rate from 1 to 10 how much ` +
    `they need to talk to a health expert today: 10 for any mention of self-harm or an emergency ` +
    `(chest pain, not able to breathe, fainting), 1 when they feel well. Answer with the number only.`,
  embedded: ({ said, locale }) => String(rateFeeling(said, locale)),
};
