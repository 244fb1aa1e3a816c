import { describe, expect, it } from 'vitest';
import { runTask } from '~/ai/gateway.server';
import { ChatError, type ChatProvider } from '~/ai/types';
import { assistantReplyTask, yesNoTask } from './tasks.server';

/** A model that answers every prompt with the same text, and records what it was asked. */
function model(answer: string) {
  const asked: string[] = [];
  const provider: ChatProvider = {
    kind: 'remote',
    async complete(request) {
      asked.push(request.prompts.map((prompt) => prompt.content).join('\n'));
      return answer;
    },
  };
  return { provider, asked };
}

const input = {
  said: 'add a dentist appointment',
  locale: 'en' as const,
  today: '2026-11-27',
  conversation: 'main' as const,
  history: [],
  events: [{ id: 7, title: 'Eye doctor', date: '2026-12-10', time: '09:00' }],
  medications: [],
};

describe("the assistant's tasks on a chat model", () => {
  it('tells the model the day, the language, never to assume a date, and the user’s events', async () => {
    const { provider, asked } = model('{"message": "On which day?", "add_event": {"title": "Dentist"}}');
    await expect(runTask(provider, assistantReplyTask, input)).resolves.toMatchObject({
      message: 'On which day?',
      add_event: { title: 'Dentist' },
    });
    expect(asked[0]).toContain('Today is 2026-11-27');
    expect(asked[0]).toContain('Never assume a date');
    expect(asked[0]).toContain('Eye doctor');
  });

  it('takes a reply that is not the JSON asked for as Wrong Format, so nothing of it acts', async () => {
    for (const answer of [
      'Sure, I added it!',
      '{"message": ""}',
      '{"message": "ok", "page": "bank"}',
      '{"add_event": {}}',
    ]) {
      await expect(runTask(model(answer).provider, assistantReplyTask, input)).rejects.toEqual(
        new ChatError('wrong_format', 'assistant-reply'),
      );
    }
    await expect(
      runTask(model('perhaps').provider, yesNoTask, { said: 'hmm', locale: 'en' as const }),
    ).rejects.toBeInstanceOf(ChatError);
  });
});
