import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { testDatabases } from '../../../tests/support/databases';
import {
  addEvent,
  deleteOwnEvent,
  getOwnEvent,
  listOwnEvents,
  listOwnEventsBetween,
  updateOwnEvent,
} from './events.server';
import { isPastEvent } from './format';
import { eventSchema, EVENTS_PAGE_SIZE } from './schema';
import { parseRowId } from '~/http/fields';

describe.each(testDatabases())('events on $name', ({ open }) => {
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

  it('lists upcoming events by date then time first, then the past ones, most recent first', async () => {
    const actor = await newUser();
    await addEvent(db, actor, { title: 'Past, older', date: '2026-04-01', time: '09:00' });
    await addEvent(db, actor, { title: 'Dentist', date: '2026-05-12', time: '14:30' });
    await addEvent(db, actor, { title: 'Blood test', date: '2026-05-12', time: '08:15' });
    await addEvent(db, actor, { title: 'Past, recent', date: '2026-05-09', time: '18:00' });
    await addEvent(db, actor, { title: 'Today', date: '2026-05-10', time: '07:00' });
    const page = await listOwnEvents(db, actor, { page: 1, now: { date: '2026-05-10', time: '06:00' } });
    expect(page.events.map((event) => event.title)).toEqual([
      'Today',
      'Blood test',
      'Dentist',
      'Past, recent',
      'Past, older',
    ]);
    expect(page.events[1]).toMatchObject({ date: '2026-05-12', time: '08:15' });
    expect(page.total).toBe(5);
    expect(page.pageCount).toBe(1);
  });

  it('counts an event earlier today as past, and one later today as upcoming', async () => {
    const actor = await newUser();
    await addEvent(db, actor, { title: 'Morning walk', date: '2026-05-10', time: '07:00' });
    await addEvent(db, actor, { title: 'Evening call', date: '2026-05-10', time: '19:00' });
    await addEvent(db, actor, { title: 'Yesterday', date: '2026-05-09', time: '20:00' });
    const now = { date: '2026-05-10', time: '09:30' };
    const page = await listOwnEvents(db, actor, { page: 1, now });
    expect(page.events.map((event) => event.title)).toEqual(['Evening call', 'Morning walk', 'Yesterday']);
    expect(page.events.map((event) => isPastEvent(event, now))).toEqual([false, true, true]);
    // An event due this very minute is still upcoming.
    expect(isPastEvent({ date: '2026-05-10', time: '09:30' }, now)).toBe(false);
  });

  it('pages by the spec’s page size and reaches the past on later pages', async () => {
    const actor = await newUser();
    for (let day = 1; day <= EVENTS_PAGE_SIZE + 2; day++) {
      await addEvent(db, actor, {
        title: `Day ${day}`,
        date: `2026-03-${String(day).padStart(2, '0')}`,
        time: '10:00',
      });
    }
    const second = await listOwnEvents(db, actor, { page: 2, now: { date: '2026-03-17', time: '08:00' } });
    expect(second.pageCount).toBe(2);
    // Page 1 holds day 17 (today) and the 14 most recent past days; page 2 the two oldest.
    expect(second.events.map((event) => event.title)).toEqual(['Day 2', 'Day 1']);
    // A page past the end is empty and still knows how many there are.
    const past = await listOwnEvents(db, actor, { page: 3, now: { date: '2026-03-17', time: '08:00' } });
    expect(past).toMatchObject({ events: [], total: EVENTS_PAGE_SIZE + 2, pageCount: 2 });
  });

  it('keeps each user to their own events: another user’s id reads, changes and deletes nothing', async () => {
    const owner = await newUser();
    const other = await newUser();
    const id = await addEvent(db, owner, { title: 'Cardiologist', date: '2026-06-01', time: '11:00' });
    expect(await getOwnEvent(db, other, id)).toBeNull();
    expect(await updateOwnEvent(db, other, id, { title: 'Hacked', date: '2026-06-01', time: '11:00' })).toBe(
      false,
    );
    expect(await deleteOwnEvent(db, other, id)).toBe(false);
    expect(
      (await listOwnEvents(db, other, { page: 1, now: { date: '2026-01-01', time: '00:00' } })).events,
    ).toEqual([]);
    expect((await listOwnEventsBetween(db, other, '2026-01-01', '2026-12-31')).length).toBe(0);
    expect(await getOwnEvent(db, owner, id)).toMatchObject({ title: 'Cardiologist', time: '11:00' });

    expect(
      await updateOwnEvent(db, owner, id, { title: 'Cardiology', date: '2026-06-02', time: '09:45' }),
    ).toBe(true);
    expect(await getOwnEvent(db, owner, id)).toMatchObject({
      title: 'Cardiology',
      date: '2026-06-02',
      time: '09:45',
    });
    expect(await deleteOwnEvent(db, owner, id)).toBe(true);
    expect(await getOwnEvent(db, owner, id)).toBeNull();
  });
});

describe('event input', () => {
  const valid = { title: 'Dentist', date: '2026-05-12', time: '14:30' };
  const errorOf = (input: Record<string, string>) => eventSchema.safeParse(input).error?.issues[0]?.message;

  it('takes a title, a YYYY-MM-DD date and an HH:mm time', () => {
    expect(eventSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ date: '12.05.2026' }, 'events:errors.invalid_date'],
    [{ date: '2026-02-30' }, 'events:errors.invalid_date'],
    [{ date: '2026-5-1' }, 'events:errors.invalid_date'],
    [{ time: '24:00' }, 'events:errors.invalid_time'],
    [{ time: '2:30 PM' }, 'events:errors.invalid_time'],
    [{ title: '' }, 'common:errors.required'],
    [{ title: 'x'.repeat(201) }, 'events:errors.title_too_long'],
    [{ title: 'Den\u0000tist' }, 'common:errors.invalid_characters'],
  ])('refuses %o with %s', (change, message) => {
    expect(errorOf({ ...valid, ...change })).toBe(message);
  });
});

describe('event ids', () => {
  it('takes only whole positive ids from the address', () => {
    expect(parseRowId('42')).toBe(42);
    for (const id of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', '9'.repeat(16)])
      expect(parseRowId(id)).toBeNull();
  });
});
