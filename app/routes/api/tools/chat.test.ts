import { randomUUID } from 'node:crypto';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userContext } from '~/auth/context';
import type { DatabaseHandle } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { healthProfileOf } from '~/features/lab-tests/health-profile.server';
import { taskPrompts } from '~/ai/prompts';
import { generateThreats } from '~/features/plans/tasks.server';
import { translate } from '~/i18n/translate.server';
import { testDatabases } from '../../../../tests/support/databases';

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('~/db/database.server', () => ({ getDb: () => state.db }));

const { action, loader, CHAT_BUDGET } = await import('./chat');

type ActionArgs = Parameters<typeof action>[0];

let handle: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  handle = await testDatabases()[0]!.open();
  state.db = handle.db;
  const [row] = await handle.db
    .insert(profiles)
    .values({ first_name: 'Maya', last_name: 'Sol', email: `${randomUUID()}@example.com` })
    .returning({ id: profiles.id });
  userId = row!.id;
});
afterAll(() => handle.close());

function call(
  body: unknown,
  options: { signedIn?: boolean; type?: string; language?: string; id?: string } = {},
) {
  const context = new RouterContextProvider();
  const id = options.id ?? userId;
  context.set(
    userContext,
    options.signedIn === false
      ? null
      : { id, type: 'user', firstName: 'M', lastName: 'S', email: 'm@x.test', timeZone: null },
  );
  const request = new Request('http://localhost/api/tools/chat', {
    method: 'POST',
    headers: {
      'Content-Type': options.type ?? 'application/json',
      Cookie: `i18n_redirected=${options.language ?? 'en'}`,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const url = new URL(request.url);
  return action({ request, context, params: {}, url, pattern: url.pathname } as unknown as ActionArgs).catch(
    (thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    },
  );
}

const chat = { prompts: [{ role: 'user', content: 'Hello' }], max_tokens: 50 };

describe('POST /api/tools/chat', () => {
  it('is for signed-in users only', async () => {
    const response = await call(chat, { signedIn: false });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Please sign in first.' });
  });

  it('refuses a body that is not the chat shape, with a translated message', async () => {
    const response = await call({ prompts: 'hello' }, { language: 'es' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues: { path: string }[] };
    expect(body.message).toContain('La solicitud de chat no es válida');
    expect(body.issues.map((issue) => issue.path)).toEqual(['prompts']);
  });

  it('refuses broken JSON, other content types and a model that is not configured', async () => {
    expect((await call('{"prompts": [')).status).toBe(400);
    expect((await call('prompts=x', { type: 'application/x-www-form-urlencoded' })).status).toBe(415);
    const model = await call({ ...chat, model: 'gpt-5-huge' });
    expect(model.status).toBe(400);
    expect(await model.json()).toMatchObject({ error: 'plans:chat.unknown_model' });
  });

  it("answers the app's own tasks with the embedded planner, as { data }", async () => {
    const input = {
      answers: {
        age: [52],
        sex: ['Male'],
        weight: [104, 'kg'],
        height: [175, 'cm'],
        activity_level: ['Sedentary'],
      },
      health: await healthProfileOf(handle.db, userId),
      comments: [],
      locale: 'en' as const,
    };
    const response = await call({ prompts: taskPrompts(generateThreats, input), max_tokens: 3000 });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: string };
    const threats = JSON.parse(data) as { name: string; reason: string }[];
    expect(threats.length).toBeGreaterThan(0);
    expect(threats.every((threat) => threat.reason.length > 0)).toBe(true);
  });

  it("answers the assistant's reply with the sentence matcher, in the user's language", async () => {
    const input = {
      said: 'افتح متتبع الطعام',
      locale: 'ar',
      today: '2026-11-27',
      conversation: 'main',
      history: [],
      events: [],
      medications: [],
    };
    const envelope = JSON.stringify({ task: 'assistant-reply', input });
    const response = await call({ prompts: [{ role: 'user', content: envelope }] });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: string };
    expect(JSON.parse(data)).toEqual({
      message: translate('ar', 'assistant:reply.opening', {
        page: translate('ar', 'assistant:pages.diet_tracker'),
      }),
      page: 'diet-tracker',
    });
  });

  it('reads a near match back instead of acting, and answers yes or no', async () => {
    const reply = async (task: string, input: Record<string, unknown>) => {
      const envelope = JSON.stringify({ task, input });
      const response = await call({ prompts: [{ role: 'user', content: envelope }] });
      return ((await response.json()) as { data: string }).data;
    };
    const near = JSON.parse(
      await reply('assistant-reply', {
        said: 'open the food trackr',
        locale: 'en',
        today: '2026-11-27',
        conversation: 'main',
        history: [],
        events: [],
        medications: [],
      }),
    ) as Record<string, unknown>;
    expect(near).toMatchObject({ page: 'diet-tracker', read_back: true });
    expect(await reply('yes-no', { said: 'sure, go ahead', locale: 'en' })).toBe('yes');
    expect(await reply('yes-no', { said: 'لا شكرا', locale: 'ar' })).toBe('no');
    expect(await reply('yes-no', { said: 'purple', locale: 'en' })).toBe('unclear');
  });

  it('reads a spoken answer against the user’s own answers, not the ones a browser claims', async () => {
    const extract = async (input: Record<string, unknown>) => {
      const envelope = JSON.stringify({ task: 'extract-answer', input });
      const response = await call({ prompts: [{ role: 'user', content: envelope }] });
      return JSON.parse(((await response.json()) as { data: string }).data) as unknown;
    };
    expect(await extract({ question: 'weight', said: 'about seventy kilos', locale: 'en' })).toEqual({
      values: [70, 'kg'],
    });
    // Pregnancy is asked only after "Female", which this user has not answered.
    const claimed = { sex: ['Female'] };
    expect(await extract({ question: 'pregnancy', said: 'No', locale: 'en', answers: claimed })).toEqual({
      error: 'questionnaire:errors.not_called_for',
    });
  });

  it('tells that the embedded planner does not chat freely', async () => {
    const response = await call(chat);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'plans:errors.unsupported' });
  });

  it('limits each user, and only that user', async () => {
    const [row] = await handle.db
      .insert(profiles)
      .values({ first_name: 'Busy', last_name: 'Caller', email: `${randomUUID()}@example.com` })
      .returning({ id: profiles.id });
    const statuses: number[] = [];
    for (let n = 0; n <= CHAT_BUDGET.limit; n++) statuses.push((await call(chat, { id: row!.id })).status);
    expect(statuses.slice(0, CHAT_BUDGET.limit).every((status) => status === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await call(chat)).status).toBe(422);
  });

  it('serves no GET', async () => {
    const request = new Request('http://localhost/api/tools/chat');
    const url = new URL(request.url);
    const response = loader({
      request,
      url,
      params: {},
      context: new RouterContextProvider(),
      pattern: '',
    } as never);
    expect(response.status).toBe(405);
  });
});
