import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { medicineDoseMarks } from '~/db/schema/health-records';
import { userMedicines } from '~/db/schema/tracking';
import { oncePerRequest } from '~/http/per-request.server';
import { doseTimes, MISSED_LOOKBACK_DAYS, unitsPerDose, type DoseMark, type DoseSchedule } from './schedule';
import type { DoseMarkInput, MedicineInput } from './schema';
import { instantOf, wallFrom } from '~/features/time-zone/zoned-time';

export type OwnMedicine = {
  id: number;
  name: string;
  name2: string;
  description: string;
  usageAmount: string;
  usageInterval: number;
  usageStartDate: string;
  usageStartTime: string;
  dosage: string;
  /** Units on hand, or null when not counted. */
  amount: number | null;
  refillLeadDays: number;
};

const columns = {
  id: userMedicines.id,
  name: userMedicines.name,
  name2: userMedicines.name2,
  description: userMedicines.description,
  usageAmount: userMedicines.usage_amount,
  usageInterval: userMedicines.usage_interval,
  usageStartDate: userMedicines.usage_start_date,
  usageStartTime: userMedicines.usage_start_time,
  dosage: userMedicines.dosage,
  amount: userMedicines.amount,
  refillLeadDays: userMedicines.refill_lead_days,
};

type Row = Omit<OwnMedicine, 'amount'> & { amount: string };

function shaped(row: Row): OwnMedicine {
  return {
    ...row,
    usageStartTime: row.usageStartTime.slice(0, 5),
    amount: row.amount === '' ? null : Number(row.amount),
  };
}

/** The amount column keeps units as decimal text ('' = not counted); see decision 043. */
function amountText(units: number | null): string {
  return units === null ? '' : String(Math.round(units * 100) / 100);
}

function rowValues(input: MedicineInput) {
  return {
    name: input.name,
    name2: input.name2,
    description: input.description,
    usage_amount: input.usageAmount,
    usage_interval: input.usageInterval,
    usage_start_date: input.usageStartDate,
    usage_start_time: input.usageStartTime,
    dosage: input.dosage,
    amount: amountText(input.amount),
    refill_lead_days: input.refillLeadDays,
  };
}

export function scheduleOf(medicine: OwnMedicine): DoseSchedule {
  return {
    startDate: medicine.usageStartDate,
    startTime: medicine.usageStartTime,
    intervalHours: medicine.usageInterval,
  };
}

export async function listOwnMedicines(db: Database, actor: Actor): Promise<OwnMedicine[]> {
  const rows = await db
    .select(columns)
    .from(userMedicines)
    .where(eq(userMedicines.user_id, actor.id))
    .orderBy(asc(userMedicines.name), asc(userMedicines.id));
  return rows.map(shaped);
}

export async function getOwnMedicine(db: Database, actor: Actor, id: number): Promise<OwnMedicine | null> {
  const [row] = await db
    .select(columns)
    .from(userMedicines)
    .where(and(eq(userMedicines.id, id), eq(userMedicines.user_id, actor.id)));
  return row ? shaped(row) : null;
}

export async function addMedicine(db: Database, actor: Actor, input: MedicineInput): Promise<number> {
  const [row] = await db
    .insert(userMedicines)
    .values({ user_id: actor.id, ...rowValues(input) })
    .returning({ id: userMedicines.id });
  if (!row) throw new Error('A medicine insert returned no row');
  return row.id;
}

/**
 * Changes one of the actor's medicines. A new amount on hand is the user's own count, which already
 * holds every dose taken so far: re-marking one of those skipped later gives no units back.
 */
export async function updateOwnMedicine(
  db: Database,
  actor: Actor,
  id: number,
  input: MedicineInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ amount: userMedicines.amount })
      .from(userMedicines)
      .where(and(eq(userMedicines.id, id), eq(userMedicines.user_id, actor.id)))
      .for('update');
    if (!before) return false;
    const values = rowValues(input);
    await tx.update(userMedicines).set(values).where(eq(userMedicines.id, id));
    if (values.amount !== before.amount) {
      await tx
        .update(medicineDoseMarks)
        .set({ counted_units: null })
        .where(and(eq(medicineDoseMarks.medicine_id, id), isNotNull(medicineDoseMarks.counted_units)));
    }
    return true;
  });
}

/** Deletes one of the actor's medicines with its dose marks. */
export async function deleteOwnMedicine(db: Database, actor: Actor, id: number): Promise<boolean> {
  const rows = await db
    .delete(userMedicines)
    .where(and(eq(userMedicines.id, id), eq(userMedicines.user_id, actor.id)))
    .returning({ id: userMedicines.id });
  return rows.length > 0;
}

export type OwnDoseMark = DoseMark & { medicineId: number };

const DAY_MS = 24 * 3_600_000;

export type RecentDoses = { medicines: Awaited<ReturnType<typeof listOwnMedicines>>; marks: OwnDoseMark[] };

/**
 * The actor's medicines and their marks from MISSED_LOOKBACK_DAYS + 1 days back to a day ahead: what
 * the navigation's badge and /home's next doses both read. Given the request's router context, one
 * request reads them once.
 */
export function ownRecentDoses(
  db: Database,
  actor: Actor,
  now: number,
  request?: object,
): Promise<RecentDoses> {
  const load = async () => {
    const [medicines, marks] = await Promise.all([
      listOwnMedicines(db, actor),
      // A minute past the day ahead: a second loader of the request may ask a moment later.
      listOwnDoseMarks(db, actor, now - (MISSED_LOOKBACK_DAYS + 1) * DAY_MS, now + DAY_MS + 60_000),
    ]);
    return { medicines, marks };
  };
  return request ? oncePerRequest(request, `recent-doses:${actor.id}`, load) : load();
}

/** The actor's dose marks of doses scheduled in [from, to). */
export async function listOwnDoseMarks(
  db: Database,
  actor: Actor,
  from: number,
  to: number,
): Promise<OwnDoseMark[]> {
  const rows = await db
    .select({
      medicineId: medicineDoseMarks.medicine_id,
      scheduledAt: medicineDoseMarks.scheduled_at,
      status: medicineDoseMarks.status,
      takenAt: medicineDoseMarks.taken_at,
    })
    .from(medicineDoseMarks)
    .where(
      and(
        eq(medicineDoseMarks.user_id, actor.id),
        gte(medicineDoseMarks.scheduled_at, new Date(from)),
        lt(medicineDoseMarks.scheduled_at, new Date(to)),
      ),
    );
  return rows.map((row) => ({
    medicineId: row.medicineId,
    scheduledAt: row.scheduledAt.getTime(),
    status: row.status,
    takenAt: row.takenAt?.getTime() ?? null,
  }));
}

const HOUR_MS = 3_600_000;
/** A dose may be marked from this long before it is due (taken a little early is still taken). */
export const MARK_AHEAD_HOURS = 12;

export type MarkDoseResult =
  | { ok: true; amount: number | null }
  | { ok: false; error: 'not_found' | 'not_a_dose' | 'too_early' | 'taken_in_future' };

/**
 * Marks one dose taken (at a time) or skipped. Units on hand go down by the dose's units when it
 * becomes taken and back up when a taken dose is re-marked skipped, in the same transaction.
 */
export async function markOwnDose(
  db: Database,
  actor: Actor,
  input: DoseMarkInput,
  timeZone: string,
  now: number,
): Promise<MarkDoseResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(columns)
      .from(userMedicines)
      .where(and(eq(userMedicines.id, input.medicineId), eq(userMedicines.user_id, actor.id)))
      .for('update');
    if (!row) return { ok: false, error: 'not_found' };
    const medicine = shaped(row);
    const at = input.scheduledAt;
    if (doseTimes(scheduleOf(medicine), timeZone, at, at + 1).length !== 1) {
      return { ok: false, error: 'not_a_dose' };
    }
    if (at > now + MARK_AHEAD_HOURS * HOUR_MS) return { ok: false, error: 'too_early' };
    let takenAt: number | null = null;
    if (input.status === 'taken') {
      takenAt = input.takenAt
        ? instantOf(wallFrom(input.takenAt.slice(0, 10), input.takenAt.slice(11, 16)), timeZone)
        : now;
      if (takenAt > now + 60_000) return { ok: false, error: 'taken_in_future' };
    }
    const [previous] = await tx
      .select({ status: medicineDoseMarks.status, countedUnits: medicineDoseMarks.counted_units })
      .from(medicineDoseMarks)
      .where(
        and(eq(medicineDoseMarks.medicine_id, medicine.id), eq(medicineDoseMarks.scheduled_at, new Date(at))),
      );
    // Units on hand: a dose newly taken takes its units off; one no longer taken gives back what it
    // took (nothing when the user has counted again since); a taken dose's new time changes nothing.
    const wasTaken = previous?.status === 'taken';
    const isTaken = input.status === 'taken';
    let countedUnits: number | null = null;
    let change = 0;
    if (isTaken && wasTaken) countedUnits = previous.countedUnits;
    else if (isTaken && medicine.amount !== null) {
      countedUnits = unitsPerDose(medicine.usageAmount);
      change = -countedUnits;
    } else if (wasTaken) change = previous.countedUnits ?? 0;
    const mark = {
      status: input.status,
      taken_at: takenAt === null ? null : new Date(takenAt),
      counted_units: countedUnits,
    };
    await tx
      .insert(medicineDoseMarks)
      .values({ user_id: actor.id, medicine_id: medicine.id, scheduled_at: new Date(at), ...mark })
      .onConflictDoUpdate({
        target: [medicineDoseMarks.medicine_id, medicineDoseMarks.scheduled_at],
        set: mark,
      });
    let amount = medicine.amount;
    if (amount !== null && change !== 0) {
      amount = Math.max(0, amount + change);
      await tx
        .update(userMedicines)
        .set({ amount: amountText(amount) })
        .where(eq(userMedicines.id, medicine.id));
    }
    return { ok: true, amount };
  });
}
