import { getConfig, type Config } from '~/config.server';
import { embeddedProvider } from './embedded.server';
import { parseFirstJson, textReply } from './json';
import { openAiProvider } from './openai.server';
import { taskPrompts } from './prompts';
import { ChatError, type AnyChatTask, type ChatProvider, type ChatRequest, type ChatTask } from './types';

/** Spec 000 sections 7 and 9: generation uses temperature 1. */
export const CHAT_TEMPERATURE = 1;

let remote: { key: string; provider: ChatProvider } | undefined;

/** The remote model when LLM_API_KEY is set, else the embedded provider answering these tasks. */
export function chatProvider(tasks: readonly AnyChatTask[], config: Config = getConfig()): ChatProvider {
  if (!config.LLM_API_KEY) return embeddedProvider(tasks);
  const key = `${config.LLM_BASE_URL ?? ''}|${config.LLM_MODEL}|${config.LLM_TIMEOUT_MS}`;
  if (remote?.key !== key) {
    const provider = openAiProvider({
      baseURL: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
    });
    remote = { key, provider };
  }
  return remote.provider;
}

/** JSON mode parses the first JSON fragment of the answer; text mode trims it. */
export function readAnswer(mode: 'json' | 'text', answer: string): unknown {
  return mode === 'json' ? parseFirstJson(answer) : textReply(answer);
}

/**
 * Runs a typed task on a provider. An answer that fails the task's schema is Wrong Format (spec
 * 000 section 8): nothing of it reaches the caller.
 */
export async function runTask<I, O>(
  provider: ChatProvider,
  task: ChatTask<I, O>,
  input: I,
  options: { signal?: AbortSignal; model?: string } = {},
): Promise<O> {
  const request: ChatRequest = {
    prompts: taskPrompts(task, input),
    maxTokens: task.maxTokens,
    temperature: CHAT_TEMPERATURE,
    model: options.model,
  };
  const answer = await provider.complete(request, { tries: task.tries, signal: options.signal });
  const parsed = task.output.safeParse(readAnswer(task.mode, answer));
  if (!parsed.success || (task.check && !task.check(parsed.data, input))) {
    throw new ChatError('wrong_format', task.name);
  }
  return parsed.data;
}
