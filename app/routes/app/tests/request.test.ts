// First: it mocks what the app reaches before the app's modules load.
import { appState } from '../../../../tests/support/in-process-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '~/auth/session.server';
import type { DatabaseHandle } from '~/db/client.server';
import { genomeTestOrders } from '~/db/schema/test-orders';
import { upsertConfirmedAccount } from '~/features/account/create-account.server';
import { createAppHandler } from '../../../../tests/support/app-handler';
import { testDatabases } from '../../../../tests/support/databases';
import { databaseChecksum, SITE } from '../../../../tests/support/hostile';

describe.each(testDatabases())('requesting a test on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let app: (request: Request) => Promise<Response>;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    handle = await open();
    appState.db = handle.db;
    const account = async (email: string) => {
      const id = await upsertConfirmedAccount(handle.db, {
        email,
        password: 'Lab-Tests-Pass-2026',
        firstName: 'Rui',
        lastName: 'Costa',
        type: 'user',
      });
      return `${SESSION_COOKIE}=${(await createSession(handle.db, id)).token}`;
    };
    cookie = await account('requester@vivai.test');
    otherCookie = await account('someone.else@vivai.test');
    app = await createAppHandler();
  }, 60_000);
  afterAll(() => handle.close());

  const post = (fields: Record<string, string>) =>
    app(
      new Request(`${SITE}/request-new-test`, {
        method: 'POST',
        headers: { Origin: SITE, Cookie: cookie },
        body: new URLSearchParams(fields),
      }),
    );

  it.each([
    [
      'a type outside the list',
      { type: 'blood', address: '1 Lab Road' },
      'Choose the genome or the gut microbiome test.',
    ],
    ['no type', { address: '1 Lab Road' }, 'Choose the genome or the gut microbiome test.'],
    ['a blank address', { type: 'genome', address: '   ' }, 'Enter the address for the sampling kit.'],
    [
      'an over-long address',
      { type: 'genome', address: 'x'.repeat(301) },
      'The address can be at most 300 characters.',
    ],
    [
      'an over-long note',
      { type: 'genome', address: '1 Lab Road', note: 'x'.repeat(1001) },
      'The note can be at most 1000 characters.',
    ],
  ])('refuses %s with the message and writes nothing', async (_name, fields, message) => {
    const before = await databaseChecksum(handle.db);
    const response = await post(fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await databaseChecksum(handle.db)).toBe(before);
  });

  it('stores a valid request as created and opens its page; another user gets the 404 page for it', async () => {
    const response = await post({ type: 'genome', address: ' 1 Lab Road ', note: '' });
    expect(response.status).toBe(302);
    const location = response.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/manage-tests\/\d+$/);
    const [row] = await handle.db.select().from(genomeTestOrders);
    expect(row).toMatchObject({ type: 'genome', status: 'created', address: '1 Lab Road', note: '' });

    const own = await app(new Request(`${SITE}${location}`, { headers: { Cookie: cookie } }));
    expect(own.status).toBe(200);
    for (const path of [location, '/manage-tests/abc', '/manage-tests/0', '/manage-tests/99999999']) {
      const other = await app(new Request(`${SITE}${path}`, { headers: { Cookie: otherCookie } }));
      expect(other.status, path).toBe(404);
    }
  });
});
