import type { z } from 'zod';

export type ChatRole = 'system' | 'user' | 'assistant';
export type ChatMessage = { role: ChatRole; content: string };

/** The body of POST /api/tools/chat (spec 000 section 7), as the providers take it. */
export type ChatRequest = {
  prompts: ChatMessage[];
  maxTokens: number;
  temperature: number;
  model?: string | undefined;
};

/**
 * Why a chat failed, as the user is told: the model did not answer in time, it (or the way to it)
 * failed, its answer failed the format check (spec: Wrong Format), or the embedded provider was
 * asked something other than one of the app's own tasks.
 */
export type ChatFailure = 'timeout' | 'unavailable' | 'wrong_format' | 'unsupported';

export class ChatError extends Error {
  readonly failure: ChatFailure;
  constructor(failure: ChatFailure, detail?: string) {
    super(detail ? `chat ${failure}: ${detail}` : `chat ${failure}`);
    this.name = 'ChatError';
    this.failure = failure;
  }
}

/** The i18n key of each failure's message. */
export const CHAT_FAILURE_KEYS: Record<ChatFailure, string> = {
  timeout: 'plans:errors.timeout',
  unavailable: 'plans:errors.unavailable',
  wrong_format: 'plans:errors.wrong_format',
  unsupported: 'plans:errors.unsupported',
};

export type ChatProvider = {
  kind: 'remote' | 'embedded';
  /** One answer to the prompts; `tries` is how many times a 502, 503 or 504 may be tried. */
  complete(request: ChatRequest, options: { tries: number; signal?: AbortSignal }): Promise<string>;
};

/**
 * A typed task a feature asks of the chat model: its prompts, the shape its answer must have, and
 * what the embedded provider answers in place of a model.
 */
export type ChatTask<I, O> = {
  name: string;
  mode: 'json' | 'text';
  /** Spec 001 section 7: three tries for most calls; answer extraction has none. */
  tries: number;
  maxTokens: number;
  /** Checks the input the embedded provider finds in a prompt (it may come from a browser). */
  input: z.ZodType<I>;
  output: z.ZodType<O>;
  /**
   * What the schema cannot see: a rule the answer must keep (a diet within the rules of care). An
   * answer that breaks it is Wrong Format too.
   */
  check?: (output: O, input: I) => boolean;
  /** What the model is asked to do, and the form of the answer (the input follows as JSON). */
  instructions: (input: I) => string;
  /** The embedded provider's answer; the input (sent as JSON) holds only what the task needs. */
  embedded: (input: I) => unknown;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of tasks of any input and output
export type AnyChatTask = ChatTask<any, any>;
