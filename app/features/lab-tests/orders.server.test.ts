import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor, AdminActor } from '~/auth/actor';
import { auditLog, profiles } from '~/db/schema/accounts';
import { userExercises, userMeals, userMeditations } from '~/db/schema/plans';
import { genomeTestOrders } from '~/db/schema/test-orders';
import { databaseForSuite, testDatabases } from '../../../tests/support/databases';
import {
  listTestOrdersForAdmin,
  saveGenomeDetailsByAdmin,
  saveMetagenomeDetailsByAdmin,
  setTestOrderStatusByAdmin,
  testOrderAudit,
} from './admin-orders.server';
import { healthProfileOf } from './health-profile.server';
import { getOwnTest, listOwnTests, requestTest } from './orders.server';
import { ADMIN_TEST_ORDERS_PAGE_SIZE, type TestOrderStatus } from './schema';

describe.each(testDatabases())('test requests on $name', ({ open }) => {
  const suite = databaseForSuite(open);
  let admin: AdminActor;
  let ada: Actor;
  let grace: Actor;
  /** Ada's 17 requests (created, processing, rejected, done in turn), newest first. */
  let adaOrders: { id: number; status: TestOrderStatus }[];
  let graceOrder: number;

  async function person(email: string, first: string, type: 'user' | 'admin' = 'user') {
    const [row] = await suite.db
      .insert(profiles)
      .values({ email, first_name: first, last_name: 'Tester', type })
      .returning({ id: profiles.id });
    return row!.id;
  }

  beforeAll(async () => {
    admin = { id: await person('lab.admin@example.com', 'Lab', 'admin'), type: 'admin' };
    ada = { id: await person('ada@example.com', 'Ada'), type: 'user' };
    grace = { id: await person('grace@example.com', 'Grace'), type: 'user' };
    const statuses: TestOrderStatus[] = ['created', 'processing', 'rejected', 'done'];
    adaOrders = [];
    let clock = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 17; i++) {
      clock += 60_000;
      const status = statuses[i % 4]!;
      const [row] = await suite.db
        .insert(genomeTestOrders)
        .values({
          user_id: ada.id,
          type: i % 2 ? 'metagenome' : 'genome',
          status,
          address: `${i} Lab Road`,
          created_at: new Date(clock),
        })
        .returning({ id: genomeTestOrders.id });
      adaOrders.unshift({ id: row!.id, status });
    }
    graceOrder = await requestTest(suite.db, grace, {
      type: 'metagenome',
      address: '9 Grace Way',
      note: 'Mornings only',
    });
  });

  it('stores a user’s request as created with the note, and lists the user’s own requests newest first', async () => {
    const mine = await listOwnTests(suite.db, grace);
    expect(mine).toEqual([
      { id: graceOrder, type: 'metagenome', status: 'created', createdAt: expect.any(String) },
    ]);
    expect(await getOwnTest(suite.db, grace, graceOrder)).toMatchObject({
      address: '9 Grace Way',
      note: 'Mornings only',
      description: '',
      candidateVariants: [],
      taxonomicLevels: { Phylum: {}, Genus: {} },
      finishedAt: null,
    });
    expect((await listOwnTests(suite.db, ada)).map((order) => order.id)).toEqual(
      adaOrders.map((order) => order.id),
    );
  });

  it('never shows one user another user’s request', async () => {
    expect(await getOwnTest(suite.db, ada, graceOrder)).toBeNull();
    expect((await listOwnTests(suite.db, ada)).map((order) => order.id)).not.toContain(graceOrder);
  });

  it('lists every request for the admin, 15 a page, newest first, with the joined profile', async () => {
    const first = await listTestOrdersForAdmin(suite.db, admin, { page: 1 });
    expect(first.total).toBe(18);
    expect(first.pageCount).toBe(2);
    expect(first.orders).toHaveLength(ADMIN_TEST_ORDERS_PAGE_SIZE);
    expect(first.orders[0]).toMatchObject({
      id: graceOrder,
      user: { firstName: 'Grace', lastName: 'Tester', email: 'grace@example.com', type: 'user' },
    });
    const second = await listTestOrdersForAdmin(suite.db, admin, { page: 2 });
    expect([...first.orders, ...second.orders].map((order) => order.id)).toEqual([
      graceOrder,
      ...adaOrders.map((order) => order.id),
    ]);
    expect((await listTestOrdersForAdmin(suite.db, admin, { page: 3 })).orders).toEqual([]);
  });

  it('filters the admin list by status', async () => {
    const processing = await listTestOrdersForAdmin(suite.db, admin, { page: 1, status: 'processing' });
    expect(processing.orders.map((order) => order.id)).toEqual(
      adaOrders.filter((order) => order.status === 'processing').map((order) => order.id),
    );
    expect(processing.total).toBe(4);
    const created = await listTestOrdersForAdmin(suite.db, admin, { page: 1, status: 'created' });
    expect(created.orders.every((order) => order.status === 'created')).toBe(true);
    expect(created.total).toBe(6);
  });

  it('sets a status, stamps finished_at on done, clears it on leaving done, and audits each change', async () => {
    expect(await setTestOrderStatusByAdmin(suite.db, admin, graceOrder, 'processing')).toBe(true);
    expect(await setTestOrderStatusByAdmin(suite.db, admin, graceOrder, 'done')).toBe(true);
    const [done] = await suite.db
      .select({ status: genomeTestOrders.status, finishedAt: genomeTestOrders.finished_at })
      .from(genomeTestOrders)
      .where(eq(genomeTestOrders.id, graceOrder));
    expect(done?.status).toBe('done');
    expect(done?.finishedAt).toBeInstanceOf(Date);
    expect(await setTestOrderStatusByAdmin(suite.db, admin, graceOrder, 'processing')).toBe(true);
    expect((await getOwnTest(suite.db, grace, graceOrder))?.finishedAt).toBeNull();

    const audit = await testOrderAudit(suite.db, admin, graceOrder);
    expect(audit.map((entry) => [entry.action, entry.details])).toEqual([
      ['test_order.status', { from: 'created', to: 'processing' }],
      ['test_order.status', { from: 'processing', to: 'done' }],
      ['test_order.status', { from: 'done', to: 'processing' }],
    ]);
    expect(audit[0]?.admin).toEqual({ firstName: 'Lab', lastName: 'Tester', email: 'lab.admin@example.com' });
  });

  it("marks the user's plans to be made again when a test becomes done or stops being done, not before", async () => {
    const order = await requestTest(suite.db, grace, { type: 'metagenome', address: 'Kordon 1', note: '' });
    for (const table of [userMeals, userExercises, userMeditations]) {
      await suite.db.insert(table).values({ user_id: grace.id, need_regenerate: false });
    }
    const stale = async () =>
      Promise.all(
        [userMeals, userExercises, userMeditations].map(async (table) => {
          const [row] = await suite.db
            .select({ stale: table.need_regenerate })
            .from(table)
            .where(eq(table.user_id, grace.id));
          return row?.stale;
        }),
      );
    const fresh = async () => {
      for (const table of [userMeals, userExercises, userMeditations]) {
        await suite.db.update(table).set({ need_regenerate: false }).where(eq(table.user_id, grace.id));
      }
    };

    await setTestOrderStatusByAdmin(suite.db, admin, order, 'processing');
    expect(await stale()).toEqual([false, false, false]);
    await setTestOrderStatusByAdmin(suite.db, admin, order, 'done');
    expect(await stale()).toEqual([true, true, true]);
    await fresh();
    await saveMetagenomeDetailsByAdmin(suite.db, admin, order, { Phylum: {}, Genus: {} });
    expect(await stale()).toEqual([true, true, true]);
    await fresh();
    await setTestOrderStatusByAdmin(suite.db, admin, order, 'rejected');
    expect(await stale()).toEqual([true, true, true]);
    // Ada's plans are hers: Grace's test changes none of them.
    expect(await suite.db.select().from(userMeals).where(eq(userMeals.user_id, ada.id))).toEqual([]);
  });

  it('answers false for an order that does not exist and writes nothing', async () => {
    const before = await suite.db.select().from(auditLog);
    expect(await setTestOrderStatusByAdmin(suite.db, admin, 987654321, 'done')).toBe(false);
    expect(
      await saveGenomeDetailsByAdmin(suite.db, admin, 987654321, {
        description: 'x',
        candidateVariants: ['y'],
      }),
    ).toBe('not_found');
    expect(await suite.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('saves details only for the order’s own type, with before and after in the audit', async () => {
    const levels = {
      Phylum: { Firmicutes: { percent: 75, normal_range: { min: 30, max: 70 } } },
      Genus: {},
    };
    expect(
      await saveGenomeDetailsByAdmin(suite.db, admin, graceOrder, {
        description: 'x',
        candidateVariants: ['y'],
      }),
    ).toBe('wrong_type');
    expect(await saveMetagenomeDetailsByAdmin(suite.db, admin, graceOrder, levels)).toBe('saved');
    expect((await getOwnTest(suite.db, grace, graceOrder))?.taxonomicLevels).toEqual(levels);
    const last = (await testOrderAudit(suite.db, admin, graceOrder)).at(-1);
    expect(last).toMatchObject({
      action: 'test_order.metagenome_details',
      details: { from: { Phylum: {}, Genus: {} }, to: levels },
    });

    // Finished with results, the test now replaces Grace's microbiome sample.
    await setTestOrderStatusByAdmin(suite.db, admin, graceOrder, 'done');
    const profile = await healthProfileOf(suite.db, grace.id);
    expect(profile.microbiome.source).toMatchObject({ kind: 'test', orderId: graceOrder });
    expect(profile.microbiome.levels).toEqual([
      { rank: 'Phylum', name: 'Firmicutes', percent: 75, min: 30, max: 70, status: 'high' },
    ]);
  });
});
