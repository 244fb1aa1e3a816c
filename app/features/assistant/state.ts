import { z } from 'zod';
import { QUESTION_GROUPS } from '~/features/questionnaire/questions/types';

/** Node ids are "conversation/node" in lower case; the flows have a few dozen in all. */
const COUNT_KEY = /^[a-z]+\/[a-z-]{1,40}$/;
export const MAX_FOREVER_COUNTS = 100;

/** What the assistant keeps of a user for good (spec 001 section 9), as the browser sends it. */
export const keptStateSchema = z.strictObject({
  introduced: z.boolean(),
  activeGroup: z.enum(QUESTION_GROUPS),
  forever: z
    .record(z.string().regex(COUNT_KEY), z.number().int().min(0).max(1_000_000))
    .refine((counts) => Object.keys(counts).length <= MAX_FOREVER_COUNTS),
});

export type KeptState = z.infer<typeof keptStateSchema>;

export const NEW_USER_STATE: KeptState = { introduced: false, activeGroup: 'onboarding', forever: {} };
