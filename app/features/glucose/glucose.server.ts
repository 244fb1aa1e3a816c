import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { userGlucoseReadings, userGlucoseTargets } from '~/db/schema/glucose';
import {
  DEFAULT_TARGET,
  GMI_WINDOW_DAYS,
  gmiFrom,
  timeInRange,
  type GlucoseContext,
  type GlucoseUnit,
  type GmiResult,
  type TargetRange,
  type TimeInRange,
  type Variability,
  variabilityOf,
  VIEW_DAYS,
  type GlucoseView,
} from './glucose';
import { addDays, daysBounds, localDate } from '~/features/time-zone/zoned-time';

export type NewReading = {
  mgDl: number;
  unit: GlucoseUnit;
  context: GlucoseContext;
  measuredAt: Date;
  note: string;
};

export type OwnReading = {
  id: number;
  mgDl: number;
  unit: GlucoseUnit;
  context: GlucoseContext;
  measuredAt: Date;
  note: string;
};

export async function addReading(db: Database, actor: Actor, reading: NewReading): Promise<number> {
  const [row] = await db
    .insert(userGlucoseReadings)
    .values({
      user_id: actor.id,
      value_mg_dl: reading.mgDl,
      unit: reading.unit,
      context: reading.context,
      measured_at: reading.measuredAt,
      note: reading.note,
    })
    .returning({ id: userGlucoseReadings.id });
  if (!row) throw new Error('glucose reading insert returned nothing');
  return row.id;
}

export async function deleteOwnReading(db: Database, actor: Actor, id: number): Promise<boolean> {
  const rows = await db
    .delete(userGlucoseReadings)
    .where(and(eq(userGlucoseReadings.id, id), eq(userGlucoseReadings.user_id, actor.id)))
    .returning({ id: userGlucoseReadings.id });
  return rows.length > 0;
}

/** The actor's readings taken in [from, to), oldest first. */
export async function ownReadingsBetween(
  db: Database,
  actor: Actor,
  from: Date,
  to: Date,
): Promise<OwnReading[]> {
  return db
    .select({
      id: userGlucoseReadings.id,
      mgDl: userGlucoseReadings.value_mg_dl,
      unit: userGlucoseReadings.unit,
      context: userGlucoseReadings.context,
      measuredAt: userGlucoseReadings.measured_at,
      note: userGlucoseReadings.note,
    })
    .from(userGlucoseReadings)
    .where(
      and(
        eq(userGlucoseReadings.user_id, actor.id),
        gte(userGlucoseReadings.measured_at, from),
        lt(userGlucoseReadings.measured_at, to),
      ),
    )
    .orderBy(asc(userGlucoseReadings.measured_at), asc(userGlucoseReadings.id));
}

export async function ownTarget(db: Database, actor: Actor): Promise<TargetRange & { own: boolean }> {
  const [row] = await db
    .select({ low: userGlucoseTargets.low_mg_dl, high: userGlucoseTargets.high_mg_dl })
    .from(userGlucoseTargets)
    .where(eq(userGlucoseTargets.user_id, actor.id));
  return row ? { ...row, own: true } : { ...DEFAULT_TARGET, own: false };
}

export async function setOwnTarget(db: Database, actor: Actor, target: TargetRange): Promise<void> {
  const values = { low_mg_dl: target.low, high_mg_dl: target.high, updated_at: new Date() };
  await db
    .insert(userGlucoseTargets)
    .values({ user_id: actor.id, ...values })
    .onConflictDoUpdate({ target: userGlucoseTargets.user_id, set: values });
}

export async function clearOwnTarget(db: Database, actor: Actor): Promise<void> {
  await db.delete(userGlucoseTargets).where(eq(userGlucoseTargets.user_id, actor.id));
}

/** The unit the user typed last, which the page shows values in; mg/dL before any reading. */
export async function preferredUnit(db: Database, actor: Actor): Promise<GlucoseUnit> {
  const [row] = await db
    .select({ unit: userGlucoseReadings.unit })
    .from(userGlucoseReadings)
    .where(eq(userGlucoseReadings.user_id, actor.id))
    .orderBy(desc(userGlucoseReadings.created_at), desc(userGlucoseReadings.id))
    .limit(1);
  return row?.unit ?? 'mg/dL';
}

export type GlucoseOverview = {
  firstDay: string;
  lastDay: string;
  readings: OwnReading[];
  target: TargetRange & { own: boolean };
  unit: GlucoseUnit;
  inRange: TimeInRange | null;
  variability: Variability;
  gmi: GmiResult;
};

/**
 * What the glucose page shows: the readings of one local day or of the week ending on it, their
 * share in the five consensus bands around the user's target, their mean and coefficient of
 * variation, and GMI over the last GMI_WINDOW_DAYS days up to now.
 */
export async function glucoseOverview(
  db: Database,
  actor: Actor,
  options: { lastDay: string; view: GlucoseView; timeZone: string; now?: Date },
): Promise<GlucoseOverview> {
  const now = options.now ?? new Date();
  const firstDay = addDays(options.lastDay, 1 - VIEW_DAYS[options.view]);
  const shown = daysBounds(firstDay, VIEW_DAYS[options.view], options.timeZone);
  const gmiFromInstant = new Date(now.getTime() - GMI_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [readings, target, recent, unit] = await Promise.all([
    ownReadingsBetween(db, actor, shown.from, shown.to),
    ownTarget(db, actor),
    ownReadingsBetween(db, actor, gmiFromInstant, new Date(now.getTime() + 1)),
    preferredUnit(db, actor),
  ]);
  return {
    firstDay,
    lastDay: options.lastDay,
    readings,
    target,
    unit,
    inRange: timeInRange(readings, target),
    variability: variabilityOf(readings.map((reading) => reading.mgDl)),
    gmi: gmiFrom(
      recent.map((reading) => ({
        mgDl: reading.mgDl,
        day: localDate(reading.measuredAt.getTime(), options.timeZone),
      })),
    ),
  };
}
