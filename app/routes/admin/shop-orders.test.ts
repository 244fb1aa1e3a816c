import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInArgs } from '../../../tests/support/route-args';

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('~/db/database.server', () => ({ getDb: () => state.db }));

const { action, loader } = await import('./shop-orders');

const admin = { id: 'a-1', type: 'admin' } as const;

function load(path: string, page?: string) {
  const request = new Request(`http://localhost${path}`);
  return loader(signedInArgs(admin, request, page === undefined ? {} : { page }));
}

function post(fields: Record<string, string>) {
  const request = new Request('http://localhost/admin/shop-orders', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return action(signedInArgs(admin, request));
}

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
}

/** A database that fails every query, as a lost connection does. */
const brokenDb = new Proxy(
  {},
  {
    get() {
      throw new Error('connection refused');
    },
  },
);

describe('admin shop orders route', () => {
  beforeEach(() => {
    state.db = brokenDb;
  });

  it.each([
    ['/admin/shop-orders/page/0', '0'],
    ['/admin/shop-orders/page/-1', '-1'],
    ['/admin/shop-orders/page/abc', 'abc'],
    ['/admin/shop-orders/page/1.5', '1.5'],
    ['/admin/shop-orders/page/1e3', '1e3'],
    ['/admin/shop-orders?status=canceled', undefined],
    ['/admin/shop-orders?status=CREATED', undefined],
    [`/admin/shop-orders?searchText=${'x'.repeat(101)}`, undefined],
  ])('gives the 404 page for %s', async (path, page) => {
    expect(await statusOf(load(path, page))).toBe(404);
  });

  it('reads defaults and keeps a failed load on the page as an error state', async () => {
    const result = await load('/admin/shop-orders?searchText=%20ada%20&status=');
    expect(result).toEqual({ page: 1, query: { searchText: 'ada', status: 'created' }, list: { ok: false } });
    expect(await load('/admin/shop-orders/page/2?status=delivered', '2')).toMatchObject({
      page: 2,
      query: { searchText: '', status: 'delivered' },
    });
  });

  it.each([
    [{ orderId: '1', status: 'canceled' }, 'shop-admin:errors.status_not_allowed'],
    [{ orderId: '1', status: 'lost' }, 'shop-admin:errors.status_not_allowed'],
    [{ orderId: 'abc', status: 'processing' }, 'shop-admin:errors.order_not_found'],
  ])('refuses %o without touching the database', async (fields, error) => {
    const result = await post(fields);
    expect(result).toMatchObject({ data: { ok: false, error }, init: { status: 400 } });
  });

  it('answers a failed save with an error, not a crash', async () => {
    const result = await post({ orderId: '1', status: 'processing' });
    expect(result).toMatchObject({
      data: { ok: false, error: 'shop-admin:errors.save_failed' },
      init: { status: 503 },
    });
  });
});
