import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { healthSettings } from '~/db/schema/health-records';
import { addEvent } from '~/features/events/events.server';
import { addMedicine } from '~/features/medicines/medicines.server';
import { medicineSchema } from '~/features/medicines/schema';
import { getOwnTimeZone, setOwnTimeZone } from '~/features/time-zone/time-zone.server';
import { testDatabases } from '../../../tests/support/databases';
import { feedOwner, getOwnFeedState, issueOwnFeedToken, ownCalendar, revokeOwnFeed } from './feed.server';

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe.each(testDatabases())('calendar feed on $name', ({ open }) => {
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

  it('is off until turned on, stores only the token’s hash, and a reset or revoke ends the old address', async () => {
    const actor = await newUser();
    expect(await getOwnFeedState(db, actor)).toEqual({ enabled: false, enabledAt: null });
    const token = await issueOwnFeedToken(db, actor);
    // Turning the feed on chooses no time zone for the user.
    expect(await getOwnTimeZone(db, actor)).toEqual({ timeZone: 'UTC', chosen: false });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.select().from(healthSettings);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await feedOwner(db, token))?.actor.id).toBe(actor.id);
    expect((await getOwnFeedState(db, actor)).enabled).toBe(true);

    const renewed = await issueOwnFeedToken(db, actor);
    expect(await feedOwner(db, token)).toBeNull();
    expect((await feedOwner(db, renewed))?.actor.id).toBe(actor.id);
    await revokeOwnFeed(db, actor);
    expect(await feedOwner(db, renewed)).toBeNull();
    expect(await getOwnFeedState(db, actor)).toEqual({ enabled: false, enabledAt: null });
    expect(await feedOwner(db, 'x'.repeat(43))).toBeNull();
    expect(await feedOwner(db, '../../etc/passwd')).toBeNull();
  });

  it('stops answering for a disabled or blocked account, and answers again once it is enabled', async () => {
    const actor = await newUser();
    const token = await issueOwnFeedToken(db, actor);
    for (const status of ['disable', 'block'] as const) {
      await db.update(profiles).set({ status }).where(eq(profiles.id, actor.id));
      expect(await feedOwner(db, token)).toBeNull();
    }
    await db.update(profiles).set({ status: 'enable' }).where(eq(profiles.id, actor.id));
    expect((await feedOwner(db, token))?.actor.id).toBe(actor.id);
  });

  it('lists the owner’s events and doses in the window, in UTC from their zone, with stable UIDs', async () => {
    const actor = await newUser();
    const other = await newUser();
    await setOwnTimeZone(db, actor, 'Europe/Berlin');
    await addEvent(db, actor, { title: 'Dentist, room 3; bring X-rays', date: '2026-03-30', time: '09:00' });
    await addEvent(db, actor, { title: 'Too far ahead', date: '2026-06-30', time: '09:00' });
    await addEvent(db, other, { title: 'Not mine', date: '2026-03-30', time: '10:00' });
    await addMedicine(
      db,
      actor,
      medicineSchema.parse({
        name: 'Ramipril',
        usageAmount: '1 tablet',
        usageInterval: '24',
        usageStartDate: '2026-03-27',
        usageStartTime: '08:00',
      }),
    );
    // Noon on 28 March in Berlin: the window runs from 21 March to 27 April.
    const now = Date.UTC(2026, 2, 28, 11);
    const text = await ownCalendar(db, actor, 'Europe/Berlin', now, 'Vivai');
    const events = parse(text);
    const dentist = events.find((event) => event.summary.startsWith('Dentist'))!;
    expect(dentist.summary).toBe('Dentist, room 3; bring X-rays');
    // 09:00 summer time in Berlin is 07:00 UTC.
    expect(dentist.startDate.toJSDate().toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(events.some((event) => event.summary === 'Too far ahead' || event.summary === 'Not mine')).toBe(
      false,
    );
    const doses = events.filter((event) => event.summary === 'Ramipril · 1 tablet');
    // 27 March to 27 April inclusive; 08:00 on the clock on both sides of the change on 29 March.
    expect(doses).toHaveLength(32);
    expect(doses.slice(0, 3).map((dose) => dose.startDate.toJSDate().toISOString())).toEqual([
      '2026-03-27T07:00:00.000Z',
      '2026-03-28T07:00:00.000Z',
      '2026-03-29T06:00:00.000Z',
    ]);
    const again = parse(await ownCalendar(db, actor, 'Europe/Berlin', now + 3_600_000, 'Vivai'));
    expect(again.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  });
});
