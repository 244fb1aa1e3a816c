import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminActor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { auditLog, profiles } from '~/db/schema/accounts';
import { shopOrders, type ShopOrderItem, type ShopOrderStatus } from '~/db/schema/shop';
import { testDatabases } from '../../../tests/support/databases';
import { ADMIN_ORDER_STATUSES } from './admin-orders';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  listOrdersForAdmin,
  setOrderStatusByAdmin,
  StatusNotAllowedError,
} from './admin-orders.server';

const items: ShopOrderItem[] = [
  {
    id: '52001',
    title: 'Omelette',
    image: '/x.webp',
    unit_price: 1.8,
    category_title: 'Breakfast',
    quantity: 1.5,
  },
  { id: '52002', title: 'Salad', image: '/y.webp', unit_price: 1.8, category_title: 'Salads', quantity: 2 },
];

describe.each(testDatabases())('admin shop orders on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  let admin: AdminActor;
  /** Ada's 20 created orders, newest first. */
  let adaOrders: number[];
  let graceProcessing: number;
  let graceCanceled: number;
  let underscoreOrder: number;

  async function person(email: string, first: string, last: string, type: 'user' | 'admin' = 'user') {
    const [row] = await db
      .insert(profiles)
      .values({ email, first_name: first, last_name: last, type })
      .returning({ id: profiles.id });
    return row!.id;
  }

  let clock = Date.UTC(2026, 0, 1);
  async function order(userId: string, email: string, mobile: string, status: ShopOrderStatus = 'created') {
    clock += 60_000;
    const [row] = await db
      .insert(shopOrders)
      .values({
        user_id: userId,
        status,
        address: '12 Green Street, Izmir',
        mobile,
        email,
        items,
        submission_key: `key-${clock}`,
        created_at: new Date(clock),
      })
      .returning({ id: shopOrders.id });
    return row!.id;
  }

  const list = (input: Parameters<typeof listOrdersForAdmin>[2]) => listOrdersForAdmin(db, admin, input);
  const ids = async (input: Parameters<typeof listOrdersForAdmin>[2]) =>
    (await list(input)).orders.map((o) => o.id);

  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    admin = { id: await person('boss@example.com', 'Bo', 'Ss', 'admin'), type: 'admin' };
    const ada = await person('ada@example.com', 'Ada', 'Lovelace');
    const grace = await person('grace@example.com', 'Grace', 'Hopper');
    const under = await person('under_score@example.com', 'Uma', 'Tanaka');
    adaOrders = [];
    for (let i = 0; i < 20; i++) adaOrders.unshift(await order(ada, 'ada@example.com', '+905550000000'));
    await order(grace, 'grace@example.com', '+905559999999');
    graceProcessing = await order(grace, 'grace.work@example.com', '+905559999999', 'processing');
    graceCanceled = await order(grace, 'grace@example.com', '+905559999999', 'canceled');
    underscoreOrder = await order(under, 'under_score@example.com', '+905559999999');
  });
  afterAll(() => handle.close());

  it('pages 15 created orders at a time, newest first, with the customer and total; past the end is empty', async () => {
    const first = await list({ page: 1 });
    expect(first.total).toBe(22);
    expect(first.pageCount).toBe(2);
    expect(first.orders).toHaveLength(ADMIN_ORDERS_PAGE_SIZE);
    const second = await list({ page: 2 });
    expect(second.orders).toHaveLength(7);
    const all = [...first.orders, ...second.orders];
    const times = all.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((o) => o.id)).size).toBe(22);
    expect(all.every((o) => o.status === 'created')).toBe(true);
    const ada = all.find((o) => o.id === adaOrders[0]);
    expect(ada).toMatchObject({
      email: 'ada@example.com',
      mobile: '+905550000000',
      address: '12 Green Street, Izmir',
      total: 6.3,
      customer: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(ada?.items).toEqual(items);
    expect(await list({ page: 3 })).toEqual({ orders: [], total: 22, pageCount: 2 });
  });

  it('searches by e-mail, mobile, first, last and full name, ignoring case', async () => {
    expect((await list({ page: 1, searchText: 'ADA@example' })).total).toBe(20);
    expect(await ids({ page: 1, searchText: 'GRACE' })).toHaveLength(1);
    expect((await list({ page: 1, searchText: 'lovelace' })).total).toBe(20);
    expect((await list({ page: 1, searchText: 'ada' })).total).toBe(20);
    expect((await list({ page: 1, searchText: 'Ada Lovelace' })).total).toBe(20);
    expect((await list({ page: 1, searchText: 'hopper' })).total).toBe(1);
    expect((await list({ page: 1, searchText: '5550000' })).total).toBe(20);
    expect((await list({ page: 1, searchText: '0555 000 00 00' })).total).toBe(20);
    expect((await list({ page: 1, searchText: '+90555999' })).total).toBe(2);
    expect((await list({ page: 1, searchText: 'nobody' })).total).toBe(0);
    expect((await list({ page: 1, searchText: '   ' })).total).toBe(22);
  });

  it('finds one order by its exact id, with or without #', async () => {
    // An id whose digits appear in no mobile number, so only the id can match.
    const id = adaOrders.find((candidate) => !/[059]/.test(String(candidate)))!;
    expect(await ids({ page: 1, searchText: String(id) })).toEqual([id]);
    expect(await ids({ page: 1, searchText: `#${id}` })).toEqual([id]);
  });

  it('lists the order a bare number names first, then the orders whose details contain it', async () => {
    const target = adaOrders[10]!;
    // Newer than the target, and its mobile holds the target's digits: by date alone it would lead.
    const grace = (
      await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'grace@example.com'))
    )[0]!.id;
    const holder = await order(grace, 'grace@example.com', `+90555${target}77`);
    expect(await ids({ page: 1, searchText: String(target) })).toEqual([target, holder]);
    expect(await ids({ page: 1, searchText: `#${target}` })).toEqual([target]);
    // A number that names no order keeps the newest-first order of the matches.
    expect(await ids({ page: 1, searchText: `${target}77` })).toEqual([holder]);
  });

  it('takes LIKE wildcards in the search literally', async () => {
    expect(await ids({ page: 1, searchText: '_' })).toEqual([underscoreOrder]);
    expect(await ids({ page: 1, searchText: '%' })).toEqual([]);
    expect(await ids({ page: 1, searchText: 'ada%example' })).toEqual([]);
    expect(await ids({ page: 1, searchText: '\\' })).toEqual([]);
  });

  it('filters by status, never lists canceled orders', async () => {
    expect(await ids({ page: 1, status: 'processing' })).toEqual([graceProcessing]);
    expect(await ids({ page: 1, status: 'delivered' })).toEqual([]);
    for (const status of ADMIN_ORDER_STATUSES) {
      expect(await ids({ page: 1, status, searchText: String(graceCanceled) })).not.toContain(graceCanceled);
    }
    await expect(list({ page: 1, status: 'canceled' as never })).rejects.toBeInstanceOf(
      StatusNotAllowedError,
    );
  });

  it('changes a status, audits it, and refuses canceled, unknown and canceled orders', async () => {
    const target = adaOrders[3]!;
    expect(await setOrderStatusByAdmin(db, admin, target, 'shipping')).toBe(true);
    expect(await ids({ page: 1, status: 'shipping' })).toEqual([target]);
    expect((await list({ page: 1, searchText: 'ada@' })).total).toBe(19);
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target_id, String(target)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.id,
      action: 'shop_order.status',
      target_type: 'shop_order',
      details: { from: 'created', to: 'shipping' },
    });

    await expect(setOrderStatusByAdmin(db, admin, target, 'canceled')).rejects.toBeInstanceOf(
      StatusNotAllowedError,
    );
    await expect(setOrderStatusByAdmin(db, admin, target, 'lost' as never)).rejects.toBeInstanceOf(
      StatusNotAllowedError,
    );
    const [after] = await db
      .select({ status: shopOrders.status })
      .from(shopOrders)
      .where(eq(shopOrders.id, target));
    expect(after?.status).toBe('shipping');

    expect(await setOrderStatusByAdmin(db, admin, 987_654, 'processing')).toBe(false);
    expect(await setOrderStatusByAdmin(db, admin, graceCanceled, 'processing')).toBe(false);
    const [canceled] = await db
      .select({ status: shopOrders.status })
      .from(shopOrders)
      .where(eq(shopOrders.id, graceCanceled));
    expect(canceled?.status).toBe('canceled');
    expect(await db.select().from(auditLog).where(eq(auditLog.target_type, 'shop_order'))).toHaveLength(1);
  });
});
