import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { medicineDoseMarks } from '~/db/schema/health-records';
import { testDatabases } from '../../../tests/support/databases';
import {
  addMedicine,
  deleteOwnMedicine,
  getOwnMedicine,
  listOwnDoseMarks,
  listOwnMedicines,
  markOwnDose,
  updateOwnMedicine,
} from './medicines.server';
import { medicineSchema, type MedicineInput } from './schema';
import { adoptBrowserTimeZone, getOwnTimeZone, setOwnTimeZone } from '~/features/time-zone/time-zone.server';

const HOUR = 3_600_000;
const form = {
  name: 'Metformin',
  name2: 'Glucophage',
  description: 'With food.\nNot with alcohol.',
  usageAmount: '2 tablets',
  usageInterval: '12',
  usageStartDate: '2026-05-01',
  usageStartTime: '08:00',
  dosage: '500 mg',
  amount: '30',
  refillLeadDays: '5',
};
const input: MedicineInput = medicineSchema.parse(form);

describe.each(testDatabases())('medicines on $name', ({ open }) => {
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

  it('stores every field of the spec and reads it back, units on hand as a number', async () => {
    const actor = await newUser();
    const id = await addMedicine(db, actor, input);
    expect(await getOwnMedicine(db, actor, id)).toEqual({
      id,
      name: 'Metformin',
      name2: 'Glucophage',
      description: 'With food.\nNot with alcohol.',
      usageAmount: '2 tablets',
      usageInterval: 12,
      usageStartDate: '2026-05-01',
      usageStartTime: '08:00',
      dosage: '500 mg',
      amount: 30,
      refillLeadDays: 5,
    });
    await updateOwnMedicine(db, actor, id, { ...input, amount: null, usageInterval: 8 });
    expect(await getOwnMedicine(db, actor, id)).toMatchObject({ amount: null, usageInterval: 8 });
  });

  it('counts the units down for each taken dose, and back up when it is re-marked skipped', async () => {
    const actor = await newUser();
    const id = await addMedicine(db, actor, input);
    const dose = Date.UTC(2026, 4, 10, 8);
    const now = dose + HOUR;
    const taken = await markOwnDose(
      db,
      actor,
      { medicineId: id, scheduledAt: dose, status: 'taken', takenAt: '' },
      'UTC',
      now,
    );
    expect(taken).toEqual({ ok: true, amount: 28 });
    // Marking it taken again (at another time) does not count twice.
    const again = await markOwnDose(
      db,
      actor,
      { medicineId: id, scheduledAt: dose, status: 'taken', takenAt: '2026-05-10T08:20' },
      'UTC',
      now,
    );
    expect(again).toEqual({ ok: true, amount: 28 });
    const skipped = await markOwnDose(
      db,
      actor,
      { medicineId: id, scheduledAt: dose, status: 'skipped', takenAt: '' },
      'UTC',
      now,
    );
    expect(skipped).toEqual({ ok: true, amount: 30 });
    const marks = await listOwnDoseMarks(db, actor, dose - HOUR, dose + HOUR);
    expect(marks).toEqual([{ medicineId: id, scheduledAt: dose, status: 'skipped', takenAt: null }]);
  });

  it('gives no units back for a dose taken before the user counted again', async () => {
    const actor = await newUser();
    const id = await addMedicine(db, actor, input);
    const first = Date.UTC(2026, 4, 10, 8);
    const second = first + 12 * HOUR;
    const now = second + HOUR;
    const mark = (scheduledAt: number, status: 'taken' | 'skipped') =>
      markOwnDose(db, actor, { medicineId: id, scheduledAt, status, takenAt: '' }, 'UTC', now);
    expect(await mark(first, 'taken')).toEqual({ ok: true, amount: 28 });
    // A refill: the user counts 60 on hand, the first dose's tablets already gone from that count.
    await updateOwnMedicine(db, actor, id, { ...input, amount: 60 });
    expect(await mark(second, 'taken')).toEqual({ ok: true, amount: 58 });
    // The first dose was in fact not taken: its tablets are among the 60 counted, so none come back.
    expect(await mark(first, 'skipped')).toEqual({ ok: true, amount: 58 });
    // The second was counted off after the count, so it gives its two back.
    expect(await mark(second, 'skipped')).toEqual({ ok: true, amount: 60 });
    // Saving the medicine with its amount unchanged keeps what each taken dose counted off.
    expect(await mark(second, 'taken')).toEqual({ ok: true, amount: 58 });
    await updateOwnMedicine(db, actor, id, { ...input, name: 'Metformin 500', amount: 58 });
    expect(await mark(second, 'skipped')).toEqual({ ok: true, amount: 60 });
  });

  it('refuses a time that is no dose, a dose far ahead, and a taken time in the future, writing nothing', async () => {
    const actor = await newUser();
    const id = await addMedicine(db, actor, input);
    const now = Date.UTC(2026, 4, 10, 9);
    const mark = (scheduledAt: number, takenAt = '') =>
      markOwnDose(db, actor, { medicineId: id, scheduledAt, status: 'taken', takenAt }, 'UTC', now);
    expect(await mark(Date.UTC(2026, 4, 10, 9))).toEqual({ ok: false, error: 'not_a_dose' });
    expect(await mark(Date.UTC(2026, 4, 12, 8))).toEqual({ ok: false, error: 'too_early' });
    expect(await mark(Date.UTC(2026, 4, 10, 8), '2026-05-10T11:00')).toEqual({
      ok: false,
      error: 'taken_in_future',
    });
    const [marks] = await db
      .select({ n: count() })
      .from(medicineDoseMarks)
      .where(eq(medicineDoseMarks.medicine_id, id));
    expect(marks!.n).toBe(0);
    expect((await getOwnMedicine(db, actor, id))!.amount).toBe(30);
  });

  it('keeps each user to their own medicines and doses', async () => {
    const owner = await newUser();
    const other = await newUser();
    const id = await addMedicine(db, owner, input);
    const dose = Date.UTC(2026, 4, 10, 8);
    expect(await getOwnMedicine(db, other, id)).toBeNull();
    expect(await listOwnMedicines(db, other)).toEqual([]);
    expect(await updateOwnMedicine(db, other, id, { ...input, name: 'Hacked' })).toBe(false);
    expect(
      await markOwnDose(
        db,
        other,
        { medicineId: id, scheduledAt: dose, status: 'taken', takenAt: '' },
        'UTC',
        dose,
      ),
    ).toEqual({ ok: false, error: 'not_found' });
    expect(await deleteOwnMedicine(db, other, id)).toBe(false);
    await markOwnDose(
      db,
      owner,
      { medicineId: id, scheduledAt: dose, status: 'taken', takenAt: '' },
      'UTC',
      dose,
    );
    expect(await listOwnDoseMarks(db, other, 0, Date.UTC(2030, 0))).toEqual([]);
    expect(await getOwnMedicine(db, owner, id)).toMatchObject({ name: 'Metformin', amount: 28 });
    expect(await deleteOwnMedicine(db, owner, id)).toBe(true);
    expect(await listOwnDoseMarks(db, owner, 0, Date.UTC(2030, 0))).toEqual([]);
  });

  it('remembers the user’s time zone, UTC until chosen', async () => {
    const actor = await newUser();
    expect(await getOwnTimeZone(db, actor)).toEqual({ timeZone: 'UTC', chosen: false });
    await setOwnTimeZone(db, actor, 'Europe/Berlin');
    await setOwnTimeZone(db, actor, 'America/New_York');
    expect(await getOwnTimeZone(db, actor)).toEqual({ timeZone: 'America/New_York', chosen: true });
  });

  it('takes the browser’s zone while the user has none, and never over the one they chose', async () => {
    const actor = await newUser();
    await adoptBrowserTimeZone(db, actor, 'Asia/Tehran');
    expect(await getOwnTimeZone(db, actor)).toEqual({ timeZone: 'Asia/Tehran', chosen: true });
    await setOwnTimeZone(db, actor, 'Europe/Istanbul');
    await adoptBrowserTimeZone(db, actor, 'America/Mexico_City');
    expect(await getOwnTimeZone(db, actor)).toEqual({ timeZone: 'Europe/Istanbul', chosen: true });
  });
});

describe('medicine input', () => {
  const errorOf = (change: Record<string, string>) =>
    medicineSchema.safeParse({ ...form, ...change }).error?.issues[0]?.message;

  it('reads numbers with a decimal comma and leaves uncounted units empty', () => {
    expect(medicineSchema.parse({ ...form, usageInterval: '0,5', amount: '' })).toMatchObject({
      usageInterval: 0.5,
      amount: null,
    });
  });

  it.each([
    [{ usageInterval: '0' }, 'medicines:errors.invalid_interval'],
    [{ usageInterval: '0.25' }, 'medicines:errors.invalid_interval'],
    [{ usageInterval: '-8' }, 'medicines:errors.invalid_interval'],
    [{ usageInterval: '169' }, 'medicines:errors.invalid_interval'],
    [{ usageInterval: 'eight' }, 'medicines:errors.invalid_interval'],
    [{ amount: '-1' }, 'medicines:errors.invalid_amount'],
    [{ amount: '10001' }, 'medicines:errors.invalid_amount'],
    [{ amount: '1e9' }, 'medicines:errors.invalid_amount'],
    [{ refillLeadDays: '61' }, 'medicines:errors.invalid_lead_days'],
    [{ usageStartDate: '2026-13-01' }, 'medicines:errors.invalid_date'],
    [{ usageStartTime: '8 am' }, 'medicines:errors.invalid_time'],
    [{ name: '' }, 'common:errors.required'],
    [{ usageAmount: ' ' }, 'common:errors.required'],
    [{ description: 'x'.repeat(2001) }, 'medicines:errors.too_long'],
    [{ name: 'x'.repeat(201) }, 'medicines:errors.too_long'],
  ])('refuses %o with %s', (change, message) => {
    expect(errorOf(change)).toBe(message);
  });
});
