import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminActor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { shopOrders } from '~/db/schema/shop';
import { genomeTestOrders } from '~/db/schema/test-orders';
import { testDatabases } from '../../../tests/support/databases';
import { getDashboardFigures } from './dashboard.server';

const NOW = new Date('2026-03-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe.each(testDatabases())('admin dashboard on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  let admin: AdminActor;

  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    const rows = await db
      .insert(profiles)
      .values([
        {
          email: 'boss@example.com',
          first_name: 'B',
          last_name: 'S',
          type: 'admin',
          created_at: at('2025-12-01T00:00:00Z'),
        },
        { email: 'u1@example.com', first_name: 'U', last_name: '1', created_at: at('2026-03-01T09:00:00Z') },
        { email: 'u2@example.com', first_name: 'U', last_name: '2', created_at: at('2026-03-01T00:00:00Z') },
        {
          email: 'u3@example.com',
          first_name: 'U',
          last_name: '3',
          status: 'block',
          created_at: at('2026-01-31T00:00:00Z'),
        },
        // The last second before the window: counted by status, not in the chart.
        {
          email: 'u4@example.com',
          first_name: 'U',
          last_name: '4',
          status: 'disable',
          created_at: at('2026-01-30T23:59:59Z'),
        },
        {
          email: 'e1@example.com',
          first_name: 'E',
          last_name: '1',
          type: 'expert',
          created_at: at('2026-02-14T12:00:00Z'),
        },
      ])
      .returning({ id: profiles.id, type: profiles.type });
    // An admin made today is not a new user.
    await db.insert(profiles).values({
      email: 'boss2@example.com',
      first_name: 'B',
      last_name: '2',
      type: 'admin',
      created_at: at('2026-03-01T07:00:00Z'),
    });
    admin = { id: rows[0]!.id, type: 'admin' };
    const user = rows[1]!.id;
    const order = (status: 'created' | 'delivered' | 'canceled', created: string, key: string) => ({
      user_id: user,
      status,
      address: 'a',
      mobile: '+905550000000',
      email: 'u1@example.com',
      items: [],
      submission_key: key,
      created_at: at(created),
    });
    await db
      .insert(shopOrders)
      .values([
        order('created', '2026-02-14T23:59:59Z', 'k1'),
        order('created', '2026-02-14T01:00:00Z', 'k2'),
        order('delivered', '2026-02-15T00:00:00Z', 'k3'),
        order('canceled', '2026-01-01T00:00:00Z', 'k4'),
      ]);
    await db.insert(genomeTestOrders).values([
      { user_id: user, type: 'genome', address: 'a', created_at: at('2026-02-20T10:00:00Z') },
      {
        user_id: user,
        type: 'metagenome',
        status: 'done',
        address: 'a',
        created_at: at('2026-02-20T11:00:00Z'),
      },
      {
        user_id: user,
        type: 'genome',
        status: 'rejected',
        address: 'a',
        created_at: at('2026-03-01T08:00:00Z'),
      },
    ]);
  });
  afterAll(() => handle.close());

  it('counts users by type and status, orders and test requests by status, zeros included', async () => {
    const figures = await getDashboardFigures(db, admin, NOW);
    expect(figures.users).toEqual({
      user: { enable: 2, disable: 1, block: 1 },
      expert: { enable: 1, disable: 0, block: 0 },
      admin: { enable: 2, disable: 0, block: 0 },
    });
    expect(figures.shopOrders).toEqual({
      created: 2,
      processing: 0,
      packaging: 0,
      shipping: 0,
      canceled: 1,
      rejected: 0,
      delivered: 1,
    });
    expect(figures.testRequests).toEqual({ created: 1, processing: 0, rejected: 1, done: 1 });
  });

  it('has the last 30 UTC days, each present, with zero days', async () => {
    const { daily } = await getDashboardFigures(db, admin, NOW);
    expect(daily).toHaveLength(30);
    expect(daily[0]!.day).toBe('2026-01-31');
    expect(daily[29]!.day).toBe('2026-03-01');
    const byDay = Object.fromEntries(daily.map(({ day, ...counts }) => [day, counts]));
    expect(byDay['2026-01-31']).toEqual({ users: 1, shopOrders: 0, testRequests: 0 });
    expect(byDay['2026-02-14']).toEqual({ users: 1, shopOrders: 2, testRequests: 0 });
    expect(byDay['2026-02-15']).toEqual({ users: 0, shopOrders: 1, testRequests: 0 });
    expect(byDay['2026-02-20']).toEqual({ users: 0, shopOrders: 0, testRequests: 2 });
    expect(byDay['2026-03-01']).toEqual({ users: 2, shopOrders: 0, testRequests: 1 });
    expect(byDay['2026-02-01']).toEqual({ users: 0, shopOrders: 0, testRequests: 0 });
    const total = daily.reduce((sum, d) => sum + d.users + d.shopOrders + d.testRequests, 0);
    expect(total).toBe(3 + 3 + 3 + 1);
  });
});
