import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { logger } from '~/logger.server';
import { ChatError, type ChatProvider } from './types';

/** Spec 000 section 8: the chat library retries on these statuses. */
const RETRY_STATUSES = new Set([502, 503, 504]);
const RETRY_PAUSE_MS = 500;

export type RemoteOptions = {
  baseURL?: string | undefined;
  apiKey: string;
  model: string;
  timeoutMs: number;
};

/** Any OpenAI-compatible chat completions endpoint, through the openai SDK (its own retries off). */
export function openAiProvider(options: RemoteOptions): ChatProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  return {
    kind: 'remote',
    async complete(request, { tries, signal }) {
      for (let attempt = 1; ; attempt++) {
        try {
          const completion = await client.chat.completions.create(
            {
              model: request.model ?? options.model,
              messages: request.prompts,
              max_tokens: request.maxTokens,
              temperature: request.temperature,
            },
            { signal },
          );
          return completion.choices[0]?.message.content ?? '';
        } catch (error) {
          if (error instanceof APIConnectionTimeoutError) throw new ChatError('timeout');
          if (error instanceof APIUserAbortError) throw error;
          const status = error instanceof APIError ? error.status : undefined;
          const retry = status !== undefined && RETRY_STATUSES.has(status) && attempt < tries;
          logger.warn({ status, attempt, retry }, 'chat model call failed');
          if (!retry) throw new ChatError('unavailable', status ? `status ${status}` : 'no answer');
          await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * attempt));
        }
      }
    },
  };
}
