import { describe, expect, it } from 'vitest';
import { embeddedProvider } from '~/ai/embedded.server';
import { runTask } from '~/ai/gateway.server';
import { extractAnswerTask } from './assistant-tasks.server';

const provider = embeddedProvider([extractAnswerTask]);

describe('the extract-answer task on the embedded provider', () => {
  it('turns a spoken answer into the stored values', async () => {
    await expect(
      runTask(provider, extractAnswerTask, {
        question: 'stress_level',
        said: 'High',
        locale: 'en',
        answers: {},
      }),
    ).resolves.toEqual({ values: ['High'] });
  });

  it('says when the answer does not fit the question', async () => {
    const result = await runTask(provider, extractAnswerTask, {
      question: 'sleep_hours',
      said: 'purple',
      locale: 'en',
      answers: {},
    });
    expect(result).toHaveProperty('error');
  });
});
