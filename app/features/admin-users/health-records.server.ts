import { and, eq, ne } from 'drizzle-orm';
import type { Actor, AdminActor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { recordAudit } from '~/features/admin/audit.server';
import {
  deleteOwnBloodTest,
  getOwnBloodTest,
  listOwnBloodTests,
  updateOwnBloodTest,
} from '~/features/blood-tests/blood-tests.server';
import type { BloodTestInput } from '~/features/blood-tests/schema';
import {
  deleteOwnEvent,
  getOwnEvent,
  listOwnEventsBetween,
  updateOwnEvent,
} from '~/features/events/events.server';
import type { EventInput } from '~/features/events/schema';
import {
  deleteOwnMedicine,
  getOwnMedicine,
  listOwnMedicines,
  updateOwnMedicine,
  type OwnMedicine,
} from '~/features/medicines/medicines.server';
import type { MedicineInput } from '~/features/medicines/schema';
import type { HealthRecordKind } from './admin-users';

/**
 * The records' owner as the features see them. An admin's correction goes through the same
 * functions as the user's own edit, so it is scoped to that user's rows the same way.
 */
function owner(userId: string): Actor {
  return { id: userId, type: 'user' };
}

/** Only a non-admin profile's records are managed here, as on the details page. */
async function isManagedUser(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), ne(profiles.type, 'admin')));
  return row !== undefined;
}

// What the audit trail shows of a record before and after: enough to tell which one, in a line.
const eventLine = (event: EventInput) => `${event.title} · ${event.date} ${event.time.slice(0, 5)}`;
const medicineLine = (medicine: Pick<OwnMedicine, 'name' | 'usageAmount' | 'usageInterval'>) =>
  `${medicine.name} · ${medicine.usageAmount} / ${medicine.usageInterval} h`;
const bloodTestLine = (test: { title: string; takenOn: string }) => `${test.title} · ${test.takenOn}`;

type Audited = { kind: HealthRecordKind; id: number; userId: string; from: string; to?: string };

function audit(db: Database, admin: AdminActor, { kind, id, userId, from, to }: Audited) {
  return recordAudit(db, admin, {
    action: `${kind}.${to === undefined ? 'remove' : 'correct'}`,
    targetType: kind,
    targetId: id,
    // The owner is kept with the entry: a removed record can no longer say whose it was.
    details: to === undefined ? { owner: userId, from } : { owner: userId, from, to },
  });
}

export async function getUserEvent(db: Database, _admin: AdminActor, userId: string, id: number) {
  if (!(await isManagedUser(db, userId))) return null;
  return getOwnEvent(db, owner(userId), id);
}

export async function getUserMedicine(db: Database, _admin: AdminActor, userId: string, id: number) {
  if (!(await isManagedUser(db, userId))) return null;
  return getOwnMedicine(db, owner(userId), id);
}

export async function getUserBloodTest(db: Database, _admin: AdminActor, userId: string, id: number) {
  if (!(await isManagedUser(db, userId))) return null;
  return getOwnBloodTest(db, owner(userId), id);
}

/** Corrects a user's event, audited with the event before and after; false when there is none. */
export function correctUserEvent(
  db: Database,
  admin: AdminActor,
  userId: string,
  id: number,
  input: EventInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isManagedUser(tx, userId))) return false;
    const before = await getOwnEvent(tx, owner(userId), id);
    if (!before || !(await updateOwnEvent(tx, owner(userId), id, input))) return false;
    await audit(tx, admin, { kind: 'event', id, userId, from: eventLine(before), to: eventLine(input) });
    return true;
  });
}

export function correctUserMedicine(
  db: Database,
  admin: AdminActor,
  userId: string,
  id: number,
  input: MedicineInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isManagedUser(tx, userId))) return false;
    const before = await getOwnMedicine(tx, owner(userId), id);
    if (!before || !(await updateOwnMedicine(tx, owner(userId), id, input))) return false;
    const lines = { from: medicineLine(before), to: medicineLine(input) };
    await audit(tx, admin, { kind: 'medicine', id, userId, ...lines });
    return true;
  });
}

export function correctUserBloodTest(
  db: Database,
  admin: AdminActor,
  userId: string,
  id: number,
  input: BloodTestInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isManagedUser(tx, userId))) return false;
    const before = await getOwnBloodTest(tx, owner(userId), id);
    if (!before || !(await updateOwnBloodTest(tx, owner(userId), id, input))) return false;
    const lines = { from: bloodTestLine(before), to: bloodTestLine(input) };
    await audit(tx, admin, { kind: 'blood_test', id, userId, ...lines });
    return true;
  });
}

/** What a record is, read before it goes, for the audit trail; null when the user has no such record. */
async function recordLine(db: Database, userId: string, kind: HealthRecordKind, id: number) {
  switch (kind) {
    case 'event': {
      const event = await getOwnEvent(db, owner(userId), id);
      return event && eventLine(event);
    }
    case 'medicine': {
      const medicine = await getOwnMedicine(db, owner(userId), id);
      return medicine && medicineLine(medicine);
    }
    case 'blood_test': {
      const test = await getOwnBloodTest(db, owner(userId), id);
      return test && bloodTestLine(test);
    }
  }
}

const removers = { event: deleteOwnEvent, medicine: deleteOwnMedicine, blood_test: deleteOwnBloodTest };

/** Removes one of a user's events, medicines or blood tests, audited; false when there is none. */
export function removeUserRecord(
  db: Database,
  admin: AdminActor,
  userId: string,
  kind: HealthRecordKind,
  id: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isManagedUser(tx, userId))) return false;
    const from = await recordLine(tx, userId, kind, id);
    if (!from || !(await removers[kind](tx, owner(userId), id))) return false;
    await audit(tx, admin, { kind, id, userId, from });
    return true;
  });
}

export type EventRecord = { id: number; title: string; date: string; time: string };
export type MedicineRecord = { id: number; name: string; usageAmount: string; usageInterval: number };
export type BloodTestRecord = { id: number; title: string; takenOn: string; outOfRange: number };
export type HealthRecords = {
  events: EventRecord[];
  medicines: MedicineRecord[];
  bloodTests: BloodTestRecord[];
};

/** How many of each a details page lists, newest first; older ones stay on the user's own pages. */
export const HEALTH_RECORDS_LIMIT = 50;
const EVENTS_FROM = '0001-01-01';
const EVENTS_TO = '9999-12-31';

/** A user's events, medicines and blood tests as the admin's details page lists them. */
export async function listUserHealthRecords(db: Database, userId: string): Promise<HealthRecords> {
  const [events, medicines, { tests }] = await Promise.all([
    listOwnEventsBetween(db, owner(userId), EVENTS_FROM, EVENTS_TO),
    listOwnMedicines(db, owner(userId)),
    listOwnBloodTests(db, owner(userId)),
  ]);
  return {
    events: events
      .slice(-HEALTH_RECORDS_LIMIT)
      .reverse()
      .map(({ id, title, date, time }) => ({ id, title, date, time })),
    medicines: medicines
      .slice(0, HEALTH_RECORDS_LIMIT)
      .map(({ id, name, usageAmount, usageInterval }) => ({ id, name, usageAmount, usageInterval })),
    bloodTests: tests.slice(0, HEALTH_RECORDS_LIMIT).map(({ id, title, takenOn, results }) => ({
      id,
      title,
      takenOn,
      outOfRange: results.filter((result) => result.flag !== 'normal').length,
    })),
  };
}
