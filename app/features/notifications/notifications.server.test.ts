import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { auditLog, profiles } from '~/db/schema/accounts';
import { shopOrders } from '~/db/schema/shop';
import { genomeTestOrders } from '~/db/schema/test-orders';
import { addEvent } from '~/features/events/events.server';
import { addMedicine, markOwnDose } from '~/features/medicines/medicines.server';
import { medicineSchema } from '~/features/medicines/schema';
import { testDatabases } from '../../../tests/support/databases';
import { DEFAULT_TIME_ZONE } from '~/features/time-zone/time-zone.server';
import { ownAttention, ownNotifications, recentOrderChanges } from './notifications.server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** No zone was named for these users: their days are counted in UTC, as the session would say. */
const ZONE = DEFAULT_TIME_ZONE;

describe.each(testDatabases())('notifications on $name', ({ open }) => {
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
    return { id: row!.id, type: 'user' };
  }

  it('shows the week ahead, missed doses to mark and refills; marking a dose clears it from the count', async () => {
    const actor = await newUser();
    const other = await newUser();
    const now = Date.UTC(2026, 4, 10, 12);
    await addEvent(db, actor, { title: 'Dentist', date: '2026-05-12', time: '14:30' });
    await addEvent(db, actor, { title: 'Earlier today', date: '2026-05-10', time: '06:00' });
    await addEvent(db, actor, { title: 'Next month', date: '2026-06-12', time: '14:30' });
    await addEvent(db, other, { title: 'Not mine', date: '2026-05-11', time: '10:00' });
    const medicineId = await addMedicine(
      db,
      actor,
      medicineSchema.parse({
        name: 'Ramipril',
        usageAmount: '1 tablet',
        usageInterval: '24',
        usageStartDate: '2026-05-08',
        usageStartTime: '08:00',
        amount: '3',
        refillLeadDays: '7',
      }),
    );
    const seen = await ownNotifications(db, actor, ZONE, now);
    expect(seen.events.map((event) => event.title)).toEqual(['Dentist']);
    // 8, 9 and 10 May at 08:00 UTC are past their two hours: missed, newest first.
    expect(seen.missed.map((dose) => dose.scheduledAt)).toEqual([
      '2026-05-10T08:00:00.000Z',
      '2026-05-09T08:00:00.000Z',
      '2026-05-08T08:00:00.000Z',
    ]);
    expect(seen.upcomingDoses).toHaveLength(7);
    expect(seen.refills).toMatchObject([{ medicineId, dosesLeft: 3, runsOutAt: '2026-05-14T08:00:00.000Z' }]);
    expect(await ownAttention(db, actor, ZONE, now)).toBe(4);
    expect(await ownAttention(db, other, ZONE, now)).toBe(0);

    await markOwnDose(
      db,
      actor,
      { medicineId, scheduledAt: Date.UTC(2026, 4, 10, 8), status: 'taken', takenAt: '2026-05-10T11:00' },
      'UTC',
      now,
    );
    await markOwnDose(
      db,
      actor,
      { medicineId, scheduledAt: Date.UTC(2026, 4, 9, 8), status: 'skipped', takenAt: '' },
      'UTC',
      now,
    );
    const after = await ownNotifications(db, actor, ZONE, now);
    expect(after.missed.map((dose) => dose.scheduledAt)).toEqual(['2026-05-08T08:00:00.000Z']);
    expect(await ownAttention(db, actor, ZONE, now)).toBe(2);
  });

  it('lists the user’s own orders and test requests placed or changed in the last 14 days', async () => {
    const actor = await newUser();
    const other = await newUser();
    const now = Date.now();
    const order = (user: Actor, createdAt: Date) =>
      db
        .insert(shopOrders)
        .values({
          user_id: user.id,
          status: 'shipping',
          address: '1 Test Street',
          mobile: '+905551112233',
          email: 'maya@example.com',
          items: [],
          submission_key: randomUUID(),
          created_at: createdAt,
        })
        .returning({ id: shopOrders.id });
    const [recent] = await order(actor, new Date(now - DAY));
    const [old] = await order(actor, new Date(now - 40 * DAY));
    const [oldUnchanged] = await order(actor, new Date(now - 40 * DAY));
    await order(other, new Date(now - DAY));
    await db.insert(auditLog).values({
      action: 'shop_order.status',
      target_type: 'shop_order',
      target_id: String(old!.id),
      details: { from: 'processing', to: 'shipping' },
      created_at: new Date(now - 2 * DAY),
    });
    const [test] = await db
      .insert(genomeTestOrders)
      .values({ user_id: actor.id, type: 'genome', address: '1 Test Street', status: 'processing' })
      .returning({ id: genomeTestOrders.id });
    const changes = await recentOrderChanges(db, actor, new Date(now - 14 * DAY));
    expect(changes.map((change) => `${change.kind}-${change.id}-${change.status}`).sort()).toEqual(
      [`shop-${recent!.id}-shipping`, `shop-${old!.id}-shipping`, `test-${test!.id}-processing`].sort(),
    );
    expect(changes.some((change) => change.id === oldUnchanged!.id && change.kind === 'shop')).toBe(false);
  });
});
