import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHAT_MAX_PROMPT_LENGTH, CHAT_MAX_PROMPTS, CHAT_MAX_TOKENS, chatBodySchema } from './chat-body';
import { embeddedProvider } from './embedded.server';
import { taskPrompts } from './prompts';
import { ChatError, type ChatMessage, type ChatTask } from './types';

const prompt = { role: 'user', content: 'Hello' };

describe('the body of POST /api/tools/chat', () => {
  it('takes prompts, max_tokens, temperature and model', () => {
    const body = { prompts: [prompt], max_tokens: 200, temperature: 1, model: 'gpt-4' };
    expect(chatBodySchema.parse(body)).toEqual(body);
  });

  it('caps max_tokens and fills it in when missing', () => {
    expect(chatBodySchema.parse({ prompts: [prompt], max_tokens: 1_000_000 }).max_tokens).toBe(
      CHAT_MAX_TOKENS,
    );
    expect(chatBodySchema.parse({ prompts: [prompt] }).max_tokens).toBe(CHAT_MAX_TOKENS);
  });

  it.each([
    ['no prompts', { prompts: [] }],
    ['too many prompts', { prompts: Array.from({ length: CHAT_MAX_PROMPTS + 1 }, () => prompt) }],
    ['a prompt too long', { prompts: [{ role: 'user', content: 'x'.repeat(CHAT_MAX_PROMPT_LENGTH + 1) }] }],
    ['an empty prompt', { prompts: [{ role: 'user', content: '' }] }],
    ['an unknown role', { prompts: [{ role: 'tool', content: 'x' }] }],
    ['a negative max_tokens', { prompts: [prompt], max_tokens: -1 }],
    ['a temperature of 5', { prompts: [prompt], temperature: 5 }],
    ['an unknown field', { prompts: [prompt], user_id: 'someone-else' }],
    ['a list', [prompt]],
  ])('refuses %s', (_name, body) => {
    expect(chatBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('the embedded provider', () => {
  const double: ChatTask<{ n: number }, { twice: number }> = {
    name: 'double',
    mode: 'json',
    tries: 1,
    maxTokens: 10,
    input: z.object({ n: z.number() }),
    output: z.object({ twice: z.number() }),
    instructions: () => 'Double n.',
    embedded: ({ n }) => ({ twice: n * 2 }),
  };
  const provider = embeddedProvider([double]);
  const request = (prompts: ChatMessage[]) => ({
    prompts,
    maxTokens: 10,
    temperature: 1,
  });

  it("answers the app's own tasks from the input in the prompt", async () => {
    const answer = await provider.complete(request(taskPrompts(double, { n: 21 })), { tries: 1 });
    expect(JSON.parse(answer)).toEqual({ twice: 42 });
  });

  it('refuses free chat and tasks with a bad input', async () => {
    await expect(provider.complete(request([{ role: 'user', content: 'Hi' }]), { tries: 1 })).rejects.toThrow(
      ChatError,
    );
    const bad = [{ role: 'user' as const, content: JSON.stringify({ task: 'double', input: { n: 'x' } }) }];
    await expect(provider.complete(request(bad), { tries: 1 })).rejects.toThrow(ChatError);
  });
});
