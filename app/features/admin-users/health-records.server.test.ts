import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminActor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { auditLog, profiles } from '~/db/schema/accounts';
import { userBloodTests, userEvents, userMedicines } from '~/db/schema/tracking';
import { addBloodTest, getOwnBloodTest } from '~/features/blood-tests/blood-tests.server';
import { addEvent, getOwnEvent } from '~/features/events/events.server';
import { addMedicine, getOwnMedicine } from '~/features/medicines/medicines.server';
import { testDatabases } from '../../../tests/support/databases';
import { applyUserChange } from './admin-users.server';
import {
  correctUserBloodTest,
  correctUserEvent,
  correctUserMedicine,
  getUserEvent,
  removeUserRecord,
} from './health-records.server';
import { getUserRecords } from './user-records.server';

const medicine = {
  name: 'Metformin',
  name2: '',
  description: '',
  usageAmount: '1 tablet',
  usageInterval: 12,
  usageStartDate: '2026-11-01',
  usageStartTime: '08:00',
  dosage: '500 mg',
  amount: 60,
  refillLeadDays: 7,
};

const bloodTest = {
  title: 'Diabetes check',
  takenOn: '2026-11-10',
  lab: 'City lab',
  notes: '',
  results: [{ marker: 'hba1c', value: 7.2, unit: '%', lab_low: null, lab_high: null }],
};

describe.each(testDatabases())("an admin's corrections of a user's health records on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  let admin: AdminActor;
  let user: string;
  let other: string;

  async function person(email: string, type: 'user' | 'admin' = 'user') {
    const [row] = await db
      .insert(profiles)
      .values({ email, first_name: 'Rana', last_name: 'Tester', type })
      .returning({ id: profiles.id });
    return row!.id;
  }
  const owner = (id: string) => ({ id, type: 'user' as const });
  const auditOf = (targetType: string) =>
    db
      .select({ action: auditLog.action, targetId: auditLog.target_id, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.target_type, targetType));

  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    admin = { id: await person('admin@example.com', 'admin'), type: 'admin' };
    user = await person('rana@example.com');
    other = await person('other@example.com');
  });
  afterAll(() => handle.close());

  it('corrects an event and audits it before and after, with its owner', async () => {
    const id = await addEvent(db, owner(user), { title: 'Dentsit', date: '2026-12-01', time: '09:00' });
    const corrected = { title: 'Dentist', date: '2026-12-02', time: '10:30' };
    expect(await correctUserEvent(db, admin, user, id, corrected)).toBe(true);
    expect(await getOwnEvent(db, owner(user), id)).toMatchObject(corrected);
    expect(await auditOf('event')).toEqual([
      {
        action: 'event.correct',
        targetId: String(id),
        details: { owner: user, from: 'Dentsit · 2026-12-01 09:00', to: 'Dentist · 2026-12-02 10:30' },
      },
    ]);
  });

  it("refuses another user's record under this user, and an admin's own records, changing nothing", async () => {
    const theirs = await addEvent(db, owner(other), { title: 'Theirs', date: '2026-12-01', time: '09:00' });
    const edit = { title: 'Changed', date: '2026-12-01', time: '09:00' };
    expect(await correctUserEvent(db, admin, user, theirs, edit)).toBe(false);
    expect(await removeUserRecord(db, admin, user, 'event', theirs)).toBe(false);
    expect(await getUserEvent(db, admin, user, theirs)).toBeNull();
    expect((await getOwnEvent(db, owner(other), theirs))?.title).toBe('Theirs');

    const adminsOwn = await addEvent(db, admin, { title: 'Mine', date: '2026-12-01', time: '09:00' });
    expect(await getUserEvent(db, admin, admin.id, adminsOwn)).toBeNull();
    expect(await removeUserRecord(db, admin, admin.id, 'event', adminsOwn)).toBe(false);
    expect((await auditOf('event')).map((entry) => entry.action)).toEqual(['event.correct']);
  });

  it('corrects a medicine and a blood test, each audited', async () => {
    const medicineId = await addMedicine(db, owner(user), medicine);
    expect(await correctUserMedicine(db, admin, user, medicineId, { ...medicine, usageInterval: 8 })).toBe(
      true,
    );
    expect((await getOwnMedicine(db, owner(user), medicineId))?.usageInterval).toBe(8);
    expect((await auditOf('medicine'))[0]?.details).toEqual({
      owner: user,
      from: 'Metformin · 1 tablet / 12 h',
      to: 'Metformin · 1 tablet / 8 h',
    });

    const testId = await addBloodTest(db, owner(user), bloodTest);
    const fixed = { ...bloodTest, takenOn: '2026-11-09' };
    expect(await correctUserBloodTest(db, admin, user, testId, fixed)).toBe(true);
    expect((await getOwnBloodTest(db, owner(user), testId))?.takenOn).toBe('2026-11-09');
    expect((await auditOf('blood_test'))[0]?.details).toMatchObject({ to: 'Diabetes check · 2026-11-09' });
  });

  it('removes each kind through the change action, and the records page lists what is left and the trail', async () => {
    const records = await getUserRecords(db, admin, user);
    expect(records?.health.events.map((event) => event.title)).toEqual(['Dentist']);
    expect(records?.health.medicines.map((row) => row.usageInterval)).toEqual([8]);
    expect(records?.health.bloodTests).toEqual([
      expect.objectContaining({ title: 'Diabetes check', outOfRange: 1 }),
    ]);

    for (const [kind, table] of [
      ['event', userEvents],
      ['medicine', userMedicines],
      ['blood_test', userBloodTests],
    ] as const) {
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.user_id, user));
      expect(
        await applyUserChange(db, admin, { intent: 'remove', userId: user, kind, recordId: row!.id }),
      ).toBe(true);
      expect(await db.select({ id: table.id }).from(table).where(eq(table.user_id, user))).toEqual([]);
      expect(
        await applyUserChange(db, admin, { intent: 'remove', userId: user, kind, recordId: row!.id }),
      ).toBe(false);
    }

    const after = await getUserRecords(db, admin, user);
    expect(after?.health).toEqual({ events: [], medicines: [], bloodTests: [] });
    const trail = after?.audit.map((entry) => entry.action).sort();
    expect(trail).toEqual([
      'blood_test.correct',
      'blood_test.remove',
      'event.correct',
      'event.remove',
      'medicine.correct',
      'medicine.remove',
    ]);
    // The other user's trail does not show this user's changes.
    expect((await getUserRecords(db, admin, other))?.audit).toEqual([]);
  });
});
