import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { addEvent, getOwnEvent } from '~/features/events/events.server';
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

function post(body: unknown, language = 'en') {
  const request = new Request('http://localhost/api/assistant/act', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `i18n_redirected=${language}` },
    body: JSON.stringify(body),
  });
  return action(signedInArgs({ id: userId, type: 'user' }, request));
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
