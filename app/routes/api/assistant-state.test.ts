import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { NEW_USER_STATE } from '~/features/assistant/state';
import { localeText } from '../../../tests/e2e/support/strings';
import { testDatabases } from '../../../tests/support/databases';
import { signedInArgs } from '../../../tests/support/route-args';
import { newUser } from '../../../tests/support/users';

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('~/db/database.server', () => ({ getDb: () => state.db }));

const { action, loader } = await import('./assistant-state');

type Args = Parameters<typeof action>[0];

let handle: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  handle = await testDatabases()[0]!.open();
  state.db = handle.db;
  userId = (await newUser(handle.db)).id;
});
afterAll(() => handle.close());

function args(init?: RequestInit & { language?: string }): Args {
  const request = new Request('http://localhost/api/assistant/state', {
    ...init,
    headers: { 'Content-Type': 'application/json', Cookie: `i18n_redirected=${init?.language ?? 'en'}` },
  });
  return signedInArgs({ id: userId, type: 'user' }, request);
}

const post = (body: unknown, language?: string) =>
  action(args({ method: 'POST', body: JSON.stringify(body), language }));

it("reads the signed-in user's kept state, saves what the assistant sends, and reads it back", async () => {
  expect(await (await loader(args())).json()).toEqual({
    kept: NEW_USER_STATE,
    firstName: 'M',
    timeZone: 'UTC',
  });
  const kept = { introduced: true, activeGroup: 'workout', forever: { 'home/intro': 1 } };
  const saved = await post(kept);
  expect(saved.status).toBe(200);
  expect(await saved.json()).toEqual(kept);
  expect(await (await loader(args())).json()).toMatchObject({ kept });
});

it('refuses a state it does not understand with a translated message and saves nothing', async () => {
  const before = await (await loader(args())).json();
  for (const language of ['en', 'ar']) {
    const refused = await post({ introduced: 'yes', activeGroup: 'onboarding', forever: {} }, language);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: localeText(language as 'en' | 'ar', 'assistant:errors.bad_state'),
    });
  }
  expect(await (await loader(args())).json()).toEqual(before);
});
