import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { questionAnswers, userMeals } from '~/db/schema/plans';
import { addEvent, getOwnEvent } from '~/features/events/events.server';
import { planJobDeps } from '~/features/plans/deps.server';
import { planPage } from '~/features/plans/plans.server';
import { localeText } from '../../../tests/e2e/support/strings';
import { testDatabases } from '../../../tests/support/databases';
import { signedInArgs } from '../../../tests/support/route-args';
import { newUser } from '../../../tests/support/users';

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('~/db/database.server', () => ({ getDb: () => state.db }));

const { action } = await import('./assistant-act');

let handle: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  handle = await testDatabases()[0]!.open();
  state.db = handle.db;
  userId = (await newUser(handle.db)).id;
});
afterAll(() => handle.close());

function post(body: unknown, language = 'en', id = userId) {
  const request = new Request('http://localhost/api/assistant/act', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `i18n_redirected=${language}` },
    body: JSON.stringify(body),
  });
  return action(signedInArgs({ id, type: 'user' }, request));
}

it('adds an event and answers with the sentence to say and the record "it" means next', async () => {
  const response = await post(
    { action: 'add_event', event: { title: 'Dentist', date: '2026-12-03', time: '10:30' } },
    'ar',
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { message: string; focus: { kind: string; id: number } };
  expect(body.message).toBe(localeText('ar', 'assistant:act.event_added', { title: 'Dentist' }));
  expect(await getOwnEvent(handle.db, { id: userId, type: 'user' }, body.focus.id)).toMatchObject({
    title: 'Dentist',
  });
});

it("refuses bad input and another user's event with a translated sentence, changing nothing", async () => {
  const other = await newUser(handle.db, 'Omar');
  const theirs = await addEvent(handle.db, other, { title: 'Theirs', date: '2026-12-03', time: '10:30' });
  for (const language of ['en', 'ar'] as const) {
    const bad = await post(
      { action: 'add_event', event: { title: 'X', date: '2026-02-30', time: '10:30' } },
      language,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: localeText(language, 'events:errors.invalid_date') });
    const garbage = await post({ action: 'delete_everything' }, language);
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({
      message: localeText(language, 'assistant:errors.bad_action'),
    });
    const foreign = await post({ action: 'cancel_event', id: theirs }, language);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({
      message: localeText(language, 'assistant:act.not_found_event'),
    });
  }
  expect(await getOwnEvent(handle.db, other, theirs)).toMatchObject({ title: 'Theirs' });
});

/** What a diet plan needs answered (spec 000 section 5), as the questionnaire stores it. */
const DIET_ANSWERS: Record<string, (string | number)[]> = {
  age: [58],
  sex: ['Male'],
  weight: [91, 'kg'],
  height: [174, 'cm'],
  activity_level: ['Lightly active'],
};

it('adds a comment to the diet plan through the plans feature, which remakes the plan', async () => {
  const maya = await newUser(handle.db, 'Maya');
  for (const [name, values] of Object.entries(DIET_ANSWERS)) {
    await handle.db.insert(questionAnswers).values({ user_id: maya.id, question_name: name, values });
  }
  await planPage(handle.db, maya, 'diet', 'ar', planJobDeps());
  const response = await post(
    { action: 'comment_plan', plan: 'diet', comment: ' no fish please ' },
    'ar',
    maya.id,
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    ok: true,
    message: localeText('ar', 'assistant:act.plan_remade'),
    focus: null,
  });
  const [row] = await handle.db.select().from(userMeals).where(eq(userMeals.user_id, maya.id));
  expect(row?.user_comments).toEqual(['no fish please']);
  expect(row?.agent_comments).toHaveLength(1);
});

it('refuses a blank comment, a plan not yet made and an unknown plan, with a translated sentence', async () => {
  const omar = await newUser(handle.db, 'Omar');
  for (const language of ['en', 'ar'] as const) {
    const blank = await post({ action: 'comment_plan', plan: 'workout', comment: '  ' }, language, omar.id);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ message: localeText(language, 'plans:errors.comment_empty') });
    const early = await post({ action: 'comment_plan', plan: 'diet', comment: 'no fish' }, language, omar.id);
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({
      message: localeText(language, 'plans:errors.missing_answers'),
    });
    const unknown = await post(
      { action: 'comment_plan', plan: 'shopping', comment: 'more' },
      language,
      omar.id,
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      message: localeText(language, 'assistant:errors.bad_action'),
    });
  }
  expect(await handle.db.select().from(userMeals).where(eq(userMeals.user_id, omar.id))).toEqual([]);
});
