import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import type { ScheduledExercise } from '~/db/schema/plans';
import { userTrackerExercises } from '~/db/schema/tracking';
import type { SaveResult } from './schema';

/** The description stored with a counted set, so the tracker can tell it from a planned one. */
export const POSTURE_CHECK_DESCRIPTION = 'Counted by the posture check';

/** A counted set as the tracker's exercise: one set of that many repetitions, done and completed today. */
export function trackedExercise(result: SaveResult): ScheduledExercise {
  const minutes = Math.max(1, Math.round(result.seconds / 60));
  return {
    name: result.exercise,
    description: POSTURE_CHECK_DESCRIPTION,
    time: result.time,
    duration: `${minutes} min`,
    counts: [result.reps],
  };
}

/** Saves a posture check's result in the signed-in user's exercise tracker. */
export async function savePostureResult(db: Database, actor: Actor, result: SaveResult): Promise<number> {
  const [row] = await db
    .insert(userTrackerExercises)
    .values({
      user_id: actor.id,
      type: 'physical',
      exercise: trackedExercise(result),
      is_completed: true,
      completed_at: result.date,
    })
    .returning({ id: userTrackerExercises.id });
  return row!.id;
}

export type LatestPostureResult = { exercise: string; reps: number; date: string };

/** The user's newest counted set, for the tests hub; null before the first. */
export async function latestPostureResult(db: Database, actor: Actor): Promise<LatestPostureResult | null> {
  const [row] = await db
    .select({ exercise: userTrackerExercises.exercise, date: userTrackerExercises.completed_at })
    .from(userTrackerExercises)
    .where(
      and(
        eq(userTrackerExercises.user_id, actor.id),
        sql`${userTrackerExercises.exercise}->>'description' = ${POSTURE_CHECK_DESCRIPTION}`,
      ),
    )
    .orderBy(desc(userTrackerExercises.completed_at), desc(userTrackerExercises.id))
    .limit(1);
  if (!row) return null;
  return { exercise: row.exercise.name, reps: row.exercise.counts?.[0] ?? 0, date: row.date };
}
