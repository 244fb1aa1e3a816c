import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '~/auth/actor';
import { CatalogueError } from '~/catalogue/client.server';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { shopOrders } from '~/db/schema/shop';
import { testDatabases } from '../../../tests/support/databases';
import { FakeCatalogue, fakeProduct } from '../../../tests/support/fake-catalogue';
import { cancelOwnOrder, getOwnOrder, listOwnOrders, placeOrder } from './orders.server';
import { placeOrderSchema, type PlaceOrderInput } from './schema';

const catalogue = new FakeCatalogue([
  fakeProduct('52001', { title: 'Lentil soup' }),
  fakeProduct('52002', { title: 'Green salad', category_title: 'Salads' }),
]);

function order(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    address: 'Atatürk Cd. 12, Izmir',
    mobile: '+905321234567',
    email: 'maya@example.com',
    submissionKey: randomUUID(),
    items: [{ id: '52001', quantity: 1.5 }],
    ...overrides,
  };
}

describe.each(testDatabases())('shop orders on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  async function newUser(): Promise<Actor> {
    const [row] = await db
      .insert(profiles)
      .values({ first_name: 'Maya', last_name: 'Sol', email: `${randomUUID()}@example.com` })
      .returning({ id: profiles.id });
    if (!row) throw new Error('no profile');
    return { id: row.id, type: 'user' };
  }

  async function ordersOf(actor: Actor): Promise<number> {
    const [row] = await db.select({ n: count() }).from(shopOrders).where(eq(shopOrders.user_id, actor.id));
    return row?.n ?? 0;
  }

  async function placed(actor: Actor, overrides: Partial<PlaceOrderInput> = {}): Promise<number> {
    const result = await placeOrder(db, actor, order(overrides), catalogue);
    if (!result.ok) throw new Error(result.error);
    return result.orderId;
  }

  it('stores a created order whose lines and prices come from the catalogue, not the browser', async () => {
    const actor = await newUser();
    const tampered = { id: '52001', quantity: 2, unit_price: 0.01, title: 'Free food' };
    const input = placeOrderSchema.parse({
      ...order(),
      mobile: '+90 532 123-45-67',
      items: JSON.stringify([tampered, { id: '52002', quantity: 0.25 }]),
    });
    const id = await placed(actor, input);
    const stored = await getOwnOrder(db, actor, id);
    expect(stored).toMatchObject({
      status: 'created',
      mobile: '+905321234567',
      items: [
        { id: '52001', title: 'Lentil soup', unit_price: 1.8, quantity: 2, category_title: 'Soups' },
        { id: '52002', title: 'Green salad', unit_price: 1.8, quantity: 0.25, category_title: 'Salads' },
      ],
      total: 4.05,
    });
  });

  it('refuses an unknown product and writes nothing', async () => {
    const actor = await newUser();
    const result = await placeOrder(
      db,
      actor,
      order({
        items: [
          { id: '52001', quantity: 1 },
          { id: '99999', quantity: 1 },
        ],
      }),
      catalogue,
    );
    expect(result).toEqual({ ok: false, error: 'unknown_product', productId: '99999' });
    expect(await ordersOf(actor)).toBe(0);
  });

  it.each([
    [0, 'quantity_not_positive'],
    [-2, 'quantity_not_positive'],
    [1.0001, 'quantity_too_precise'],
    [100.5, 'quantity_too_large'],
  ])('refuses a quantity of %s kg and writes nothing', async (quantity, error) => {
    const actor = await newUser();
    const result = await placeOrder(db, actor, order({ items: [{ id: '52001', quantity }] }), catalogue);
    expect(result).toEqual({ ok: false, error, productId: '52001' });
    expect(await ordersOf(actor)).toBe(0);
  });

  it('refuses the same dish twice in one order', async () => {
    const actor = await newUser();
    const items = [
      { id: '52001', quantity: 1 },
      { id: '52001', quantity: 2 },
    ];
    expect(await placeOrder(db, actor, order({ items }), catalogue)).toMatchObject({
      ok: false,
      error: 'duplicate_item',
    });
    expect(await ordersOf(actor)).toBe(0);
  });

  it('refuses malformed form input before it reaches the database', () => {
    const bad = (fields: Record<string, string>) =>
      placeOrderSchema.safeParse({ ...order(), items: '[{"id":"52001","quantity":1}]', ...fields }).success;
    expect(bad({})).toBe(true);
    expect(bad({ address: '  abc ' })).toBe(false);
    expect(bad({ address: 'x'.repeat(301) })).toBe(false);
    expect(bad({ mobile: '05321234567' })).toBe(false);
    expect(bad({ mobile: '+1234567' })).toBe(false);
    expect(bad({ mobile: '+1234567890123456' })).toBe(false);
    expect(bad({ email: 'not-an-address' })).toBe(false);
    expect(bad({ submissionKey: 'short' })).toBe(false);
    expect(bad({ submissionKey: 'has spaces in it, sixteen+' })).toBe(false);
    expect(bad({ items: 'not json' })).toBe(false);
    expect(bad({ items: '[]' })).toBe(false);
    expect(bad({ items: '[{"id":"52001"}]' })).toBe(false);
    expect(bad({ items: '[{"id":"../x","quantity":1}]' })).toBe(false);
  });

  it('makes one order from a double submission, even when both arrive at once', async () => {
    const actor = await newUser();
    const input = order();
    const [first, second] = await Promise.all([
      placeOrder(db, actor, input, catalogue),
      placeOrder(db, actor, input, catalogue),
    ]);
    const again = await placeOrder(db, actor, input, catalogue);
    expect(first.ok && second.ok && again.ok).toBe(true);
    if (!first.ok || !second.ok || !again.ok) return;
    expect(second.orderId).toBe(first.orderId);
    expect(again).toEqual({ ok: true, orderId: first.orderId, repeated: true });
    expect(await ordersOf(actor)).toBe(1);
  });

  it('keys double submissions per user: another user may use the same key', async () => {
    const [ada, ben] = [await newUser(), await newUser()];
    const submissionKey = randomUUID();
    const a = await placed(ada, { submissionKey });
    const b = await placed(ben, { submissionKey });
    expect(b).not.toBe(a);
  });

  it('lists only the own orders, newest first, page by page', async () => {
    const actor = await newUser();
    const other = await newUser();
    await placed(other);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await placed(actor));
    // Spread the creation times so that the order does not depend on identity values alone.
    for (const [i, id] of ids.entries()) {
      await db
        .update(shopOrders)
        .set({ created_at: sql`now() - make_interval(days => ${5 - i})` })
        .where(eq(shopOrders.id, id));
    }
    const first = await listOwnOrders(db, actor, { page: 1, pageSize: 2 });
    const second = await listOwnOrders(db, actor, { page: 2, pageSize: 2 });
    const last = await listOwnOrders(db, actor, { page: 3, pageSize: 2 });
    const beyond = await listOwnOrders(db, actor, { page: 4, pageSize: 2 });
    expect(first.total).toBe(5);
    expect([...first.orders, ...second.orders, ...last.orders].map((o) => o.id)).toEqual([...ids].reverse());
    expect(beyond.orders).toEqual([]);
    expect(first.orders[0]).toMatchObject({ status: 'created', total: 2.7, email: 'maya@example.com' });
  });

  it("cannot read or cancel another user's order: it is not found", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const id = await placed(owner);
    expect(await getOwnOrder(db, stranger, id)).toBeNull();
    expect(await cancelOwnOrder(db, stranger, id)).toBe('not_found');
    expect((await getOwnOrder(db, owner, id))?.status).toBe('created');
    expect(await cancelOwnOrder(db, owner, 987_654_321)).toBe('not_found');
  });

  it('cancels only while the order is created', async () => {
    const actor = await newUser();
    const id = await placed(actor);
    expect(await cancelOwnOrder(db, actor, id)).toBe('canceled');
    expect((await getOwnOrder(db, actor, id))?.status).toBe('canceled');
    expect(await cancelOwnOrder(db, actor, id)).toBe('not_cancelable');

    const shipped = await placed(actor);
    await db.update(shopOrders).set({ status: 'shipping' }).where(eq(shopOrders.id, shipped));
    expect(await cancelOwnOrder(db, actor, shipped)).toBe('not_cancelable');
    expect((await getOwnOrder(db, actor, shipped))?.status).toBe('shipping');
  });

  it('lets a catalogue failure through without writing anything', async () => {
    const actor = await newUser();
    const down = new FakeCatalogue([]);
    down.failing = true;
    await expect(placeOrder(db, actor, order(), down)).rejects.toBeInstanceOf(CatalogueError);
    expect(await ordersOf(actor)).toBe(0);
  });
});
