import { z } from 'zod';

/** A comment under a plan: what the user would change ("no fish, and lighter dinners"). */
export const COMMENT_MAX_LENGTH = 500;

export const commentFormSchema = z.object({
  comment: z
    .string({ error: 'plans:errors.comment_empty' })
    .trim()
    .min(1, { error: 'plans:errors.comment_empty' })
    .max(COMMENT_MAX_LENGTH, { error: 'plans:errors.comment_too_long' })
    // Line breaks are fine in a comment; other control characters are not text.
    .refine((value) => !/\p{Cc}/u.test(value.replace(/[\n\r\t]/g, ' ')), {
      error: 'common:errors.invalid_characters',
    }),
});
