import { describe, expect, it } from 'vitest';
import { localeText } from '../../../tests/e2e/support/strings';
import type { ReplyInput } from './reply';
import { embeddedReply } from './reply.server';

const base = { today: '2026-11-28', events: [], medications: [], history: [], conversation: 'main' as const };
const replyTo = (said: string, locale: ReplyInput['locale'] = 'en') =>
  embeddedReply({ ...base, locale, said });

describe('the embedded reply to a plan comment', () => {
  it('takes the whole utterance as the comment on the plan it names, to be read back', () => {
    const said = 'No fish in my diet please';
    expect(replyTo(`  ${said} `)).toEqual({
      message: localeText('en', 'assistant:read_back.comment_diet', { comment: said }),
      comment_plan: { plan: 'diet', comment: said },
    });
    expect(replyTo('Make my workouts shorter').comment_plan).toEqual({
      plan: 'workout',
      comment: 'Make my workouts shorter',
    });
  });

  it('leaves a request to open a plan to the page intent', () => {
    expect(replyTo('open my diet plan')).toMatchObject({ page: 'diet' });
    expect(replyTo('open my diet plan').comment_plan).toBeUndefined();
  });
});
