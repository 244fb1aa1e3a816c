import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminActor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { auditLog, profiles } from '~/db/schema/accounts';
import { shopOrders } from '~/db/schema/shop';
import { genomeTestOrders } from '~/db/schema/test-orders';
import { recordAudit } from '~/features/admin/audit.server';
import { setOrderStatusByAdmin } from '~/features/shop/admin-orders.server';
import { testDatabases } from '../../../tests/support/databases';
import { ADMIN_USERS_PAGE_SIZE } from './admin-users';
import { applyUserChange, searchUsers } from './admin-users.server';
import { getUserRecords } from './user-records.server';

describe.each(testDatabases())('admin users on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  let admin: AdminActor;
  const ids: Record<string, string> = {};

  let clock = Date.UTC(2026, 0, 1);
  async function person(email: string, first: string, type: 'user' | 'expert' | 'admin' = 'user') {
    clock += 60_000;
    const [row] = await db
      .insert(profiles)
      .values({ email, first_name: first, last_name: 'Tester', type, created_at: new Date(clock) })
      .returning({ id: profiles.id });
    ids[email] = row!.id;
    return row!.id;
  }

  const search = (input: Partial<Parameters<typeof searchUsers>[2]>) =>
    searchUsers(db, admin, { page: 1, ...input });
  const emails = async (input: Partial<Parameters<typeof searchUsers>[2]>) =>
    (await search(input)).users.map((u) => u.email);

  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    admin = { id: await person('boss@example.com', 'Adaline', 'admin'), type: 'admin' };
    await person('ada@example.com', 'Ada');
    await person('adam@example.com', 'ADAM', 'expert');
    await person('madame@example.com', 'Madame');
    await person('percent@example.com', '100%_Sure');
    await person('plain@example.com', '100 Sure');
    await person('mixed.case@example.com', 'Zeynep');
  });
  afterAll(() => handle.close());

  it('finds first names containing the text in any case, newest first, and never an admin', async () => {
    expect(await emails({ searchText: 'ada' })).toEqual([
      'madame@example.com',
      'adam@example.com',
      'ada@example.com',
    ]);
    expect(await emails({ searchText: 'ADALINE' })).toEqual([]);
    expect(await emails({ searchText: 'boss@example.com' })).toEqual([]);
    expect((await search({})).users.map((u) => u.type)).not.toContain('admin');
  });

  it('takes % and _ in the text literally', async () => {
    expect(await emails({ searchText: '%' })).toEqual(['percent@example.com']);
    expect(await emails({ searchText: '0%_s' })).toEqual(['percent@example.com']);
    expect(await emails({ searchText: '100_' })).toEqual([]);
  });

  it('finds an exact e-mail in any case, but not part of one', async () => {
    expect(await emails({ searchText: 'Mixed.Case@Example.com' })).toEqual(['mixed.case@example.com']);
    expect(await emails({ searchText: 'mixed.case@' })).toEqual([]);
  });

  it('filters by type', async () => {
    expect(await emails({ searchText: 'ada', type: 'expert' })).toEqual(['adam@example.com']);
    expect(await emails({ searchText: 'ada', type: 'user' })).toEqual([
      'madame@example.com',
      'ada@example.com',
    ]);
  });

  it('pages 15 at a time; a page past the end is empty', async () => {
    for (let i = 0; i < ADMIN_USERS_PAGE_SIZE; i++) await person(`page${i}@example.com`, `Pager${i}`);
    const first = await search({ searchText: 'pager' });
    expect(first.total).toBe(ADMIN_USERS_PAGE_SIZE);
    expect(first.pageCount).toBe(1);
    const all = await search({});
    expect(all.total).toBe(6 + ADMIN_USERS_PAGE_SIZE);
    expect(all.users).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect((await search({ page: 2 })).users).toHaveLength(6);
    expect((await search({ page: 3 })).users).toEqual([]);
  });

  it('changes type and status with an audit row each, and refuses an admin or an unknown id', async () => {
    const userId = ids['ada@example.com']!;
    expect(await applyUserChange(db, admin, { intent: 'type', userId, type: 'expert' })).toBe(true);
    expect(await applyUserChange(db, admin, { intent: 'status', userId, status: 'block' })).toBe(true);
    const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
    expect(row).toMatchObject({ type: 'expert', status: 'block' });
    const audit = await db.select().from(auditLog).where(eq(auditLog.target_id, userId));
    expect(audit.map((a) => [a.action, a.actor_id, a.details])).toEqual([
      ['profile.type', admin.id, { from: 'user', to: 'expert' }],
      ['profile.status', admin.id, { from: 'enable', to: 'block' }],
    ]);
    const before = await db.select().from(auditLog);
    expect(await applyUserChange(db, admin, { intent: 'type', userId: admin.id, type: 'user' })).toBe(false);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await applyUserChange(db, admin, { intent: 'type', userId: unknown, type: 'user' })).toBe(false);
    expect(
      await applyUserChange(db, admin, { intent: 'name', userId: admin.id, firstName: 'X', lastName: 'Y' }),
    ).toBe(false);
    expect(await db.select().from(auditLog)).toEqual(before);
    const [boss] = await db.select().from(profiles).where(eq(profiles.id, admin.id));
    expect(boss).toMatchObject({ type: 'admin', first_name: 'Adaline' });
  });

  it("shows a user's records: profile, test requests, shop orders and the audit trail, newest first", async () => {
    const userId = ids['madame@example.com']!;
    await db.insert(genomeTestOrders).values([
      { user_id: userId, type: 'genome', address: '1 Lab Road', created_at: new Date(Date.UTC(2026, 1, 1)) },
      {
        user_id: userId,
        type: 'metagenome',
        status: 'done',
        address: '1 Lab Road',
        created_at: new Date(Date.UTC(2026, 1, 2)),
      },
    ]);
    const [order] = await db
      .insert(shopOrders)
      .values({
        user_id: userId,
        address: '2 Shop Street',
        mobile: '+905550000000',
        email: 'madame@example.com',
        items: [
          {
            id: '1',
            title: 'Soup',
            image: '/s.webp',
            unit_price: 1.8,
            category_title: 'Soups',
            quantity: 1.5,
          },
        ],
        submission_key: 'records-test',
      })
      .returning({ id: shopOrders.id });
    expect(
      await applyUserChange(db, admin, {
        intent: 'name',
        userId,
        firstName: 'Madeleine',
        lastName: 'Tester',
      }),
    ).toBe(true);
    expect(await setOrderStatusByAdmin(db, admin, order!.id, 'processing')).toBe(true);
    const [test] = await db
      .select({ id: genomeTestOrders.id })
      .from(genomeTestOrders)
      .where(eq(genomeTestOrders.type, 'metagenome'));
    // As the admin's test-request page records a status change.
    await recordAudit(db, admin, {
      action: 'test_order.status',
      targetType: 'test_order',
      targetId: test!.id,
      details: { from: 'processing', to: 'done' },
    });
    // Someone else's change is not in this user's trail.
    await applyUserChange(db, admin, {
      intent: 'status',
      userId: ids['adam@example.com']!,
      status: 'disable',
    });

    const records = await getUserRecords(db, admin, userId);
    expect(records?.profile).toMatchObject({ firstName: 'Madeleine', lastName: 'Tester', type: 'user' });
    expect(records?.testRequests.map((r) => [r.type, r.status])).toEqual([
      ['metagenome', 'done'],
      ['genome', 'created'],
    ]);
    expect(records?.shopOrders).toEqual([
      expect.objectContaining({ id: order!.id, status: 'processing', total: 2.7 }),
    ]);
    expect(records?.audit.map((a) => [a.action, a.details, a.actor?.firstName])).toEqual([
      ['test_order.status', { from: 'processing', to: 'done' }, 'Adaline'],
      ['shop_order.status', { from: 'created', to: 'processing' }, 'Adaline'],
      [
        'profile.name',
        {
          from: { firstName: 'Madame', lastName: 'Tester' },
          to: { firstName: 'Madeleine', lastName: 'Tester' },
        },
        'Adaline',
      ],
    ]);
    expect(await getUserRecords(db, admin, admin.id)).toBeNull();
    expect(await getUserRecords(db, admin, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
