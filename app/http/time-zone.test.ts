// First: it mocks what the app reaches before the app's modules load.
import { seededApp } from '../../tests/support/seeded-app';
import { describe, expect, it } from 'vitest';
import { getOwnTimeZone, setOwnTimeZone } from '~/features/time-zone/time-zone.server';
import { postForm } from '../../tests/support/http-requests';
import { databaseChecksum, signIn } from '../../tests/support/hostile';

// The browser's background post of its time zone (decision 051), over HTTP.

const seeded = seededApp();

const actor = (role: 'user' | 'other user') => ({
  id: seeded.world.accounts[role].id,
  type: 'user' as const,
});

describe('the browser telling its time zone', () => {
  it('becomes the zone of a user who has none, and a page post goes on to a page', async () => {
    const token = await signIn(seeded.handle.db, seeded.world, 'user');
    const response = await postForm(seeded.app, '/api/time-zone', { timeZone: 'Asia/Tehran' }, token);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/home');
    expect(await getOwnTimeZone(seeded.handle.db, actor('user'))).toEqual({
      timeZone: 'Asia/Tehran',
      chosen: true,
    });
  });

  it('never replaces a zone the user chose', async () => {
    await setOwnTimeZone(seeded.handle.db, actor('other user'), 'Europe/Istanbul');
    const token = await signIn(seeded.handle.db, seeded.world, 'other user');
    await postForm(seeded.app, '/api/time-zone.data', { timeZone: 'America/Bogota' }, token);
    expect((await getOwnTimeZone(seeded.handle.db, actor('other user'))).timeZone).toBe('Europe/Istanbul');
  });

  it.each(['Mars/Olympus', '', 'UTC; drop table users'])(
    'refuses %j with 400 and writes nothing',
    async (zone) => {
      const token = await signIn(seeded.handle.db, seeded.world, 'user');
      const before = await databaseChecksum(seeded.handle.db);
      const response = await postForm(seeded.app, '/api/time-zone.data', { timeZone: zone }, token);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('medicines:errors.invalid_time_zone');
      expect(await databaseChecksum(seeded.handle.db)).toBe(before);
    },
  );
});
