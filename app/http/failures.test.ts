// First: it mocks what the app reaches before the app's modules load.
import { appState, seededApp } from '../../tests/support/seeded-app';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { translate } from '~/i18n/translate.server';
import { logger } from '~/logger.server';
import { SERVER_ERROR_KEY } from './statuses';
import { testDatabases } from '../../tests/support/databases';
import { failingWrites, postForm, toastOf } from '../../tests/support/http-requests';
import { databaseChecksum, signIn, SITE } from '../../tests/support/hostile';

// Part 1 of issue 11: a failure of ours inside an action is the error toast with the form kept,
// logged once; a loader that fails is the error page with a try-again button.

const seeded = seededApp();

/** Errors as the drivers raise them: a dropped connection, a constraint, a statement timeout. */
const faults: Array<[string, () => Error]> = [
  ['the database is down', () => new Error('Connection terminated unexpectedly')],
  ['a constraint is violated', () => Object.assign(new Error('duplicate key value'), { code: '23505' })],
  [
    'a statement times out',
    () => Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
  ],
];

const post = (path: string, fields: Record<string, string>, token: string | null) =>
  postForm(seeded.app, path, fields, token);

function expectFailureAnswer(response: Response, logged: { mock: { calls: unknown[][] } }) {
  expect(response.status).toBe(503);
  expect(toastOf(response)).toEqual({ type: 'error', key: 'common:errors.action_failed' });
  // Logged once: by the action wrapper, and not again by the request's error handler.
  expect(logged.mock.calls.map((call) => call[1])).toEqual(['action failed']);
}

const order = {
  address: '1 Test Street',
  mobile: '+905551112233',
  email: 'hostile.user@vivai.test',
  submissionKey: 'failure-test-key-00001',
  items: '[{"id":"52017","quantity":2}]',
};

describe.each(faults)('when %s', (_name, fault) => {
  it('saving the profile answers the error toast and gives back what was typed', async () => {
    const token = await signIn(seeded.handle.db, seeded.world, 'user');
    appState.db = failingWrites(seeded.handle.db, fault);
    const logged = vi.spyOn(logger, 'error');
    const before = await databaseChecksum(seeded.handle.db);
    const response = await post('/profile', { firstName: 'Grace', lastName: 'Hopper' }, token);
    expectFailureAnswer(response, logged);
    const html = await response.text();
    expect(html).toContain('value="Grace"');
    expect(html).toContain('value="Hopper"');
    expect(await databaseChecksum(seeded.handle.db)).toBe(before);
  });

  it('placing an order answers the error toast and the page says so', async () => {
    const token = await signIn(seeded.handle.db, seeded.world, 'user');
    appState.db = failingWrites(seeded.handle.db, fault);
    const logged = vi.spyOn(logger, 'error');
    const response = await post('/shop/order-confirmation.data', order, token);
    expectFailureAnswer(response, logged);
    expect(await response.text()).toContain('common:errors.action_failed');
  });

  it("changing an order's status answers the error toast and the dialog's message", async () => {
    const token = await signIn(seeded.handle.db, seeded.world, 'admin');
    appState.db = failingWrites(seeded.handle.db, fault);
    const logged = vi.spyOn(logger, 'error');
    const orderId = String(seeded.world.accounts.user.orderIds[0]);
    const response = await post('/admin/shop-orders.data', { orderId, status: 'processing' }, token);
    expectFailureAnswer(response, logged);
    expect(await response.text()).toContain('shop-admin:errors.save_failed');
  });
});

describe('when an outside service fails', () => {
  it('placing an order answers the error toast, whatever the error', async () => {
    const token = await signIn(seeded.handle.db, seeded.world, 'user');
    appState.catalogue = {
      getProduct: () => Promise.reject(new TypeError('fetch failed')),
    };
    const logged = vi.spyOn(logger, 'error');
    const response = await post(
      '/shop/order-confirmation.data',
      { ...order, submissionKey: 'outside-fails-key-0001' },
      token,
    );
    expectFailureAnswer(response, logged);
  });
});

describe('when the database is closed', () => {
  let closed: DatabaseHandle;
  beforeAll(async () => {
    closed = await testDatabases()[0]!.open();
    await closed.close();
  });

  it.each([
    ['/auth/forgot-password', { email: 'kept.address@vivai.test' }, 'kept.address@vivai.test'],
    ['/auth/login', { email: 'kept.address@vivai.test', password: 'whatever-1' }, 'kept.address@vivai.test'],
    [
      '/auth/register',
      { firstName: 'Kept', lastName: 'Name', email: 'kept@vivai.test', password: 'Strong-Pass-123' },
      'Kept',
    ],
  ])('%s answers the error toast and keeps the form, hiding the password', async (path, fields, kept) => {
    appState.db = closed.db;
    const logged = vi.spyOn(logger, 'error');
    const response = await post(path, fields, null);
    expectFailureAnswer(response, logged);
    const html = await response.text();
    expect(html).toContain(`value="${kept}"`);
    if ('password' in fields) expect(html).not.toContain(fields.password);
  });

  const TOKEN = 'A'.repeat(43);

  it('a page whose loader fails is the error page, titled by it, with a try-again button', async () => {
    appState.db = closed.db;
    const response = await seeded.app(new Request(`${SITE}/auth/confirm?token=${TOKEN}`));
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<title>Internal Server Error · Vivai</title>');
    // The page's strings travel in a script block; what is shown must not be the failed page's.
    expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).not.toContain('Confirm');
    expect(html).toMatch(new RegExp(`<a href="/auth/confirm\\?token=${TOKEN}"[^>]*>Try again</a>`));
  });

  it('the error page of a failed load is in the reader’s language, try-again button included', async () => {
    appState.db = closed.db;
    const headers = { Cookie: 'i18n_redirected=ar' };
    const response = await seeded.app(new Request(`${SITE}/auth/confirm?token=${TOKEN}`, { headers }));
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<title>${translate('ar', SERVER_ERROR_KEY)} · Vivai</title>`);
    const tryAgain = translate('ar', 'common:actions.try_again');
    expect(html).toMatch(new RegExp(`<a href="/auth/confirm\\?token=${TOKEN}"[^>]*>${tryAgain}</a>`));
  });
});
