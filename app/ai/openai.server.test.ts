import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FakeLlm } from '../../tests/support/fake-llm';
import { runTask } from './gateway.server';
import { openAiProvider } from './openai.server';
import { ChatError, type ChatProvider, type ChatTask } from './types';

const dayList = z.array(
  z.object({ name: z.string().min(1), exercises: z.array(z.object({ name: z.string() })) }),
);

const scheduleTask: ChatTask<{ days: number }, z.infer<typeof dayList>> = {
  name: 'test-schedule',
  mode: 'json',
  tries: 3,
  maxTokens: 500,
  input: z.object({ days: z.number() }),
  output: dayList,
  instructions: ({ days }) => `Plan ${days} days.`,
  embedded: () => [],
};

const replyTask: ChatTask<{ comment: string }, string> = {
  name: 'test-reply',
  mode: 'text',
  tries: 1,
  maxTokens: 50,
  input: z.object({ comment: z.string() }),
  output: z.string().min(1),
  instructions: () => 'Reply briefly.',
  embedded: () => 'ok',
};

const week = [{ name: 'Saturday', exercises: [{ name: 'Squat' }] }];

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ChatError) return error.failure;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('the OpenAI-compatible provider against a fake endpoint on 127.0.0.1', () => {
  const llm = new FakeLlm();
  let provider: ChatProvider;
  let quick: ChatProvider;

  beforeAll(async () => {
    const baseURL = await llm.start();
    provider = openAiProvider({ baseURL, apiKey: 'test-key', model: 'gpt-4', timeoutMs: 5_000 });
    quick = openAiProvider({ baseURL, apiKey: 'test-key', model: 'gpt-4', timeoutMs: 1_000 });
  });
  afterAll(() => llm.stop());

  it('sends the task as prompts with gpt-4 and temperature 1, and reads JSON out of prose', async () => {
    llm.answer({
      content: `Of course! Here is your week:\n\`\`\`json\n${JSON.stringify(week)}\n\`\`\`\nStay strong.`,
    });
    await expect(runTask(provider, scheduleTask, { days: 1 })).resolves.toEqual(week);
    const [sent] = llm.requests;
    expect(sent?.model).toBe('gpt-4');
    expect(sent).toMatchObject({ temperature: 1, max_tokens: 500 });
    expect(sent?.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(JSON.parse(sent!.messages[1]!.content)).toEqual({ task: 'test-schedule', input: { days: 1 } });
  });

  it('tries again after a 502 and uses the answer that follows', async () => {
    llm.answer({ status: 502 }, { status: 503 }, { content: JSON.stringify(week) });
    await expect(runTask(provider, scheduleTask, { days: 1 })).resolves.toEqual(week);
    expect(llm.requests).toHaveLength(3);
  });

  it('gives up after three tries of 504', async () => {
    llm.answer({ status: 504 });
    expect(await failureOf(runTask(provider, scheduleTask, { days: 1 }))).toBe('unavailable');
    expect(llm.requests).toHaveLength(3);
  });

  it('does not try again where the task has one try (answer extraction)', async () => {
    llm.answer({ status: 502 }, { content: 'never asked' });
    expect(await failureOf(runTask(provider, replyTask, { comment: 'x' }))).toBe('unavailable');
    expect(llm.requests).toHaveLength(1);
  });

  it('does not retry a 500: the model failed, not the way to it', async () => {
    llm.answer({ status: 500 }, { content: JSON.stringify(week) });
    expect(await failureOf(runTask(provider, scheduleTask, { days: 1 }))).toBe('unavailable');
    expect(llm.requests).toHaveLength(1);
  });

  it('times out when the endpoint never answers', async () => {
    llm.answer({ hang: true });
    expect(await failureOf(runTask(quick, scheduleTask, { days: 1 }))).toBe('timeout');
  });

  it('calls prose without JSON, half a JSON and the wrong shape Wrong Format', async () => {
    llm.answer({ content: 'I would suggest walking every day.' });
    expect(await failureOf(runTask(provider, scheduleTask, { days: 1 }))).toBe('wrong_format');
    llm.answer({ content: '[{"name": "Saturday", "exercises": [{"name": "Squ' });
    expect(await failureOf(runTask(provider, scheduleTask, { days: 1 }))).toBe('wrong_format');
    llm.answer({ content: JSON.stringify({ Saturday: ['Squat'] }) });
    expect(await failureOf(runTask(provider, scheduleTask, { days: 1 }))).toBe('wrong_format');
  });

  it('trims a text answer', async () => {
    llm.answer({ content: '\n  Lighter dinners from now on.  \n' });
    await expect(runTask(provider, replyTask, { comment: 'lighter dinners' })).resolves.toBe(
      'Lighter dinners from now on.',
    );
  });
});
