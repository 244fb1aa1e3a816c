// First: it mocks what the app reaches before the app's modules load.
import { appState } from '../../tests/support/in-process-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { getOwnTimeZone, setOwnTimeZone } from '~/features/time-zone/time-zone.server';
import { createAppHandler } from '../../tests/support/app-handler';
import { testDatabases } from '../../tests/support/databases';
import { postForm } from '../../tests/support/http-requests';
import { databaseChecksum, seedWorld, signIn, type World } from '../../tests/support/hostile';

// The browser's background post of its time zone (decision 051), over HTTP.

let handle: DatabaseHandle;
let world: World;
let app: Awaited<ReturnType<typeof createAppHandler>>;

beforeAll(async () => {
  handle = await testDatabases()[0]!.open();
  appState.db = handle.db;
  world = await seedWorld(handle.db);
  app = await createAppHandler();
});
afterAll(() => handle.close());

const actor = (role: 'user' | 'other user') => ({ id: world.accounts[role].id, type: 'user' as const });

describe('the browser telling its time zone', () => {
  it('becomes the zone of a user who has none, and a page post goes on to a page', async () => {
    const token = await signIn(handle.db, world, 'user');
    const response = await postForm(app, '/api/time-zone', { timeZone: 'Asia/Tehran' }, token);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/home');
    expect(await getOwnTimeZone(handle.db, actor('user'))).toEqual({ timeZone: 'Asia/Tehran', chosen: true });
  });

  it('never replaces a zone the user chose', async () => {
    await setOwnTimeZone(handle.db, actor('other user'), 'Europe/Istanbul');
    const token = await signIn(handle.db, world, 'other user');
    await postForm(app, '/api/time-zone.data', { timeZone: 'America/Bogota' }, token);
    expect((await getOwnTimeZone(handle.db, actor('other user'))).timeZone).toBe('Europe/Istanbul');
  });

  it.each(['Mars/Olympus', '', 'UTC; drop table users'])(
    'refuses %j with 400 and writes nothing',
    async (zone) => {
      const token = await signIn(handle.db, world, 'user');
      const before = await databaseChecksum(handle.db);
      const response = await postForm(app, '/api/time-zone.data', { timeZone: zone }, token);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('medicines:errors.invalid_time_zone');
      expect(await databaseChecksum(handle.db)).toBe(before);
    },
  );
});
