import { z } from 'zod';
import { QUESTION_GROUPS, type QuestionGroup } from '~/features/questionnaire/questions/types';

/** Where the home flow's walk through the questionnaire stands (spec 001 section 4, home flow). */
export type QuestionnaireWalk = {
  /** The next unanswered question of the active group the user has not skipped, as it is spoken. */
  question: { name: string; text: string } | null;
  /** The active group's name and how many of its questions are open (skipped ones too). */
  active: { title: string; left: number };
  /** Once the active group is answered: the group offered next, if one is left. */
  nextGroup: { group: QuestionGroup; title: string } | null;
  /** Every group that applies to the user is answered. */
  allDone: boolean;
  /** Opening the diet page would make the diet plan now (none yet, or an answer changed under it). */
  dietDue: boolean;
};

/** A question skipped with the pill stays unanswered; the walk passes it by for the session. */
export const MAX_SKIPPED = 100;

export const walkQuerySchema = z.object({
  group: z.enum(QUESTION_GROUPS),
  skipped: z.array(z.string().max(100)).max(MAX_SKIPPED),
});

/** One stored value of an answer: an English option or unit, a number, a yes or no, a text. */
export const ANSWER_VALUE = z.union([z.string().max(500), z.number().finite(), z.boolean()]);

/** What the extraction task reads from a spoken answer: the values to store, or why it does not fit. */
export const extractedAnswerSchema = z.union([
  z.strictObject({ values: z.array(ANSWER_VALUE).min(1).max(50) }),
  z.strictObject({
    error: z.string().min(1).max(100),
    params: z.record(z.string().max(40), z.union([z.string().max(200), z.number()])).optional(),
  }),
]);
export type ExtractedAnswer = z.infer<typeof extractedAnswerSchema>;

/** An answer the user said, once the extraction task has read it: stored as the form stores it. */
export const spokenAnswerSchema = z.strictObject({
  question: z.string().min(1).max(100),
  values: z.array(ANSWER_VALUE).min(1).max(50),
});
