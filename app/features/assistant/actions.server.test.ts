import { describe, expect, it } from 'vitest';
import { getOwnEvent, listOwnEventsBetween } from '~/features/events/events.server';
import { getOwnMedicine, listOwnMedicines } from '~/features/medicines/medicines.server';
import { databaseForSuite, testDatabases } from '../../../tests/support/databases';
import { newUser } from '../../../tests/support/users';
import type { Actor } from '~/auth/actor';
import type { AssistantAction } from './actions';
import { runAction } from './actions.server';

const dentist = { title: 'Dentist', date: '2026-12-03', time: '10:30' };
const metformin = {
  name: 'Metformin',
  usage_amount: '1 tablet',
  usage_interval: 12,
  usage_start_date: '2026-11-28',
  usage_start_time: '08:00',
  dosage: '500 mg',
};

/** The events and medicines cases never reach the planner. */
const PLANS = {
  locale: 'en' as const,
  deps: () => {
    throw new Error('no planner in these tests');
  },
};

describe.each(testDatabases())('what the assistant does, on $name', ({ open }) => {
  const suite = databaseForSuite(open);
  const act = (actor: Actor, action: AssistantAction) => runAction(suite.db, actor, action, PLANS);

  it('adds, moves and cancels an event through the events feature', async () => {
    const maya = await newUser(suite.db);
    const added = await act(maya, { action: 'add_event', event: dentist });
    expect(added).toMatchObject({ done: true, kind: 'event', title: 'Dentist' });
    const id = added.done && 'id' in added ? added.id : 0;
    expect(await act(maya, { action: 'edit_event', id, event: { time: '11:00' } })).toMatchObject({
      done: true,
    });
    expect(await getOwnEvent(suite.db, maya, id)).toMatchObject({ ...dentist, time: '11:00' });
    expect(await act(maya, { action: 'cancel_event', id })).toMatchObject({
      done: true,
      title: 'Dentist',
    });
    expect(await getOwnEvent(suite.db, maya, id)).toBeNull();
  });

  it("refuses what the form refuses and never touches another user's event", async () => {
    const maya = await newUser(suite.db);
    const omar = await newUser(suite.db, 'Omar');
    const bad = await act(maya, {
      action: 'add_event',
      event: { ...dentist, date: '2026-02-30' },
    });
    expect(bad).toEqual({ done: false, problem: 'invalid', key: 'events:errors.invalid_date' });
    const added = await act(omar, { action: 'add_event', event: dentist });
    const id = added.done && 'id' in added ? added.id : 0;
    for (const action of [
      { action: 'edit_event', id, event: { time: '12:00' } },
      { action: 'cancel_event', id },
      { action: 'edit_event', id: 999_999_999, event: { time: '12:00' } },
    ] as const) {
      expect(await act(maya, action)).toEqual({
        done: false,
        problem: 'not_found',
        kind: 'event',
      });
    }
    expect(await getOwnEvent(suite.db, omar, id)).toMatchObject(dentist);
    expect(await listOwnEventsBetween(suite.db, maya, '2026-01-01', '2027-12-31')).toEqual([]);
  });

  it('adds, changes and removes a medicine, refusing an interval of 0 or 1,000 hours', async () => {
    const maya = await newUser(suite.db);
    for (const usage_interval of [0, 1000]) {
      expect(
        await act(maya, {
          action: 'add_medication',
          medication: { ...metformin, usage_interval },
        }),
      ).toEqual({
        done: false,
        problem: 'invalid',
        key: 'medicines:errors.invalid_interval',
      });
    }
    expect(await listOwnMedicines(suite.db, maya)).toEqual([]);
    const added = await act(maya, { action: 'add_medication', medication: metformin });
    const id = added.done && 'id' in added ? added.id : 0;
    await act(maya, { action: 'edit_medication', id, medication: { usage_interval: 8 } });
    expect(await getOwnMedicine(suite.db, maya, id)).toMatchObject({
      name: 'Metformin',
      usageInterval: 8,
      dosage: '500 mg',
    });
    expect(await act(maya, { action: 'cancel_medication', id })).toMatchObject({
      done: true,
    });
    expect(await getOwnMedicine(suite.db, maya, id)).toBeNull();
  });
});
