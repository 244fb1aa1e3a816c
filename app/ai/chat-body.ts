import { z } from 'zod';

/** Bounds of POST /api/tools/chat: a conversation, not a document. */
export const CHAT_MAX_PROMPTS = 40;
export const CHAT_MAX_PROMPT_LENGTH = 20_000;
/** Answers longer than this cost more than any task of the app needs; larger asks are capped. */
export const CHAT_MAX_TOKENS = 4_000;
export const CHAT_BODY_MAX_BYTES = 256 * 1024;

/** Spec 000 section 7: prompts (role and content), max_tokens, temperature, model. */
export const chatBodySchema = z.strictObject({
  prompts: z
    .array(
      z.strictObject({
        role: z.enum(['system', 'user', 'assistant']),
        content: z.string().min(1).max(CHAT_MAX_PROMPT_LENGTH),
      }),
    )
    .min(1)
    .max(CHAT_MAX_PROMPTS),
  max_tokens: z
    .number()
    .int()
    .positive()
    .optional()
    .transform((value) => Math.min(value ?? CHAT_MAX_TOKENS, CHAT_MAX_TOKENS)),
  temperature: z.number().min(0).max(2).optional(),
  model: z.string().min(1).max(100).optional(),
});

export type ChatBody = z.output<typeof chatBodySchema>;
