import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Actor } from '~/auth/actor';
import type { DatabaseHandle } from '~/db/client.server';
import type { QuestionnaireWalk } from '~/features/assistant/questionnaire';
import { listOwnAnswers, saveOwnAnswers } from '~/features/questionnaire/answers.server';
import { askedQuestions } from '~/features/questionnaire/progress';
import { localeText } from '../../../tests/e2e/support/strings';
import { PLAN_ANSWERS } from '../../../tests/e2e/support/plans';
import { testDatabases } from '../../../tests/support/databases';
import { signedInArgs } from '../../../tests/support/route-args';
import { newUser } from '../../../tests/support/users';

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('~/db/database.server', () => ({ getDb: () => state.db }));

const { action, loader } = await import('./assistant-questionnaire');

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await testDatabases()[0]!.open();
  state.db = handle.db;
});
afterAll(() => handle.close());

const cookie = (language: string) => ({ Cookie: `i18n_redirected=${language}` });

async function walk(actor: Actor, query: string, language = 'en') {
  const request = new Request(`http://localhost/api/assistant/questionnaire?${query}`, {
    headers: cookie(language),
  });
  return (await loader(signedInArgs(actor, request))) as Response;
}

async function answer(actor: Actor, body: unknown, language = 'en') {
  const request = new Request('http://localhost/api/assistant/questionnaire', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...cookie(language) },
    body: JSON.stringify(body),
  });
  return (await action(signedInArgs(actor, request))) as Response;
}

it('gives the next open question as the assistant says it, in the user’s language, passing skipped ones by', async () => {
  const user = await newUser(handle.db);
  const first = (await (await walk(user, 'group=onboarding')).json()) as QuestionnaireWalk;
  expect(first).toEqual({
    question: { name: 'age', text: 'How old are you?' },
    active: {
      title: localeText('en', 'questionnaire:groups.onboarding'),
      left: askedQuestions('onboarding', {}).length,
    },
    nextGroup: null,
    allDone: false,
    dietDue: false,
  });
  const arabic = (await (await walk(user, 'group=onboarding&skipped=age', 'ar')).json()) as QuestionnaireWalk;
  expect(arabic.question?.name).toBe('sex');
  // A choice is said with its options, in the language and with its word for "or".
  expect(arabic.question?.text).toContain(
    localeText('ar', 'assistant:home.options', { options: 'أنثى أو ذكر' }),
  );
});

it('stores an answer the extraction read, and says why one that does not fit is refused, storing nothing', async () => {
  const user = await newUser(handle.db);
  expect((await answer(user, { question: 'weight', values: [82, 'kg'] })).status).toBe(200);
  for (const language of ['en', 'ar'] as const) {
    const refused = await answer(user, { question: 'height', values: [900, 'cm'] }, language);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: localeText(language, 'questionnaire:errors.out_of_bounds', { min: 50, max: 250, unit: 'cm' }),
    });
  }
  expect(await listOwnAnswers(handle.db, user)).toEqual({ weight: [82, 'kg'] });
});

it('refuses a malformed request in the user’s language, changing nothing', async () => {
  const user = await newUser(handle.db);
  for (const language of ['en', 'ar'] as const) {
    const message = localeText(language, 'assistant:errors.bad_walk');
    for (const response of [
      await walk(user, 'group=nonsense', language),
      await walk(user, '', language),
      await answer(user, { question: 'weight' }, language),
      await answer(user, { question: 'weight', values: [] }, language),
      await answer(user, { question: 'weight', values: [{ drop: 'table' }] }, language),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
    }
    const unknown = await answer(user, { question: 'no_such_question', values: ['x'] }, language);
    expect(unknown.status).toBe(400);
  }
  expect(await listOwnAnswers(handle.db, user)).toEqual({});
});

it('offers the next group once the active one is answered, and says when every group is and a diet plan is due', async () => {
  const user = await newUser(handle.db);
  const entries = (group: string) =>
    Object.entries(PLAN_ANSWERS[group]!)
      .filter(([name]) => !name.endsWith('_unit'))
      .map(([name, input]) => ({
        name,
        input: PLAN_ANSWERS[group]![`${name}_unit`]
          ? [String(input), PLAN_ANSWERS[group]![`${name}_unit`] as string]
          : input,
      }));
  expect((await saveOwnAnswers(handle.db, user, 'en', entries('onboarding'))).ok).toBe(true);
  const offered = (await (await walk(user, 'group=onboarding')).json()) as QuestionnaireWalk;
  expect(offered).toMatchObject({
    question: null,
    nextGroup: {
      group: 'health-information',
      title: localeText('en', 'questionnaire:groups.health-information'),
    },
    allDone: false,
    // Age, sex, weight, height and activity are in: the diet can be made.
    dietDue: true,
  });
  for (const group of ['health-information', 'workout']) {
    expect((await saveOwnAnswers(handle.db, user, 'en', entries(group))).ok).toBe(true);
  }
  const done = (await (await walk(user, 'group=workout')).json()) as QuestionnaireWalk;
  expect(done).toMatchObject({ question: null, nextGroup: null, allDone: true });
});
