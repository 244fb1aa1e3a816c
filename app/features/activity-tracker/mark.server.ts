import { and, eq } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { userTrackerExercises } from '~/db/schema/tracking';
import { addDays } from '~/features/time-zone/zoned-time';
import { loadSchedule } from '~/features/plans/records.server';
import { scheduleIndexOfDate } from './days';
import { MARKABLE_DAYS_BACK, type MarkInput, type TrackerType } from './schema';

export const PLAN_OF: Record<TrackerType, 'workout' | 'meditation'> = {
  physical: 'workout',
  mental: 'meditation',
};

export type MarkOutcome = { ok: true; id: number } | { ok: false; error: string };

/**
 * Marks a planned item of a day done or not done: one row per item and day, so marking twice
 * leaves one row (the unique planned-item key settles a race too). The item must be in the plan
 * for that date's weekday; the date may be at most a day ahead of the user's today (a user whose
 * clock is ahead of their stored zone), and not older than the history reaches.
 */
export async function markPlannedItem(
  db: Database,
  actor: Actor,
  mark: MarkInput,
  today: string,
): Promise<MarkOutcome> {
  if (mark.date > addDays(today, 1)) return { ok: false, error: 'activity:errors.future_date' };
  if (mark.date < addDays(today, -MARKABLE_DAYS_BACK)) return { ok: false, error: 'activity:errors.too_old' };
  const plan = await loadSchedule(db, actor, PLAN_OF[mark.type]);
  const item = plan?.schedule[scheduleIndexOfDate(mark.date)]?.exercises[mark.slot];
  if (!item || item.name.trim() !== mark.name) return { ok: false, error: 'activity:errors.not_in_plan' };
  const [row] = await db
    .insert(userTrackerExercises)
    .values({
      user_id: actor.id,
      type: mark.type,
      exercise: item,
      is_completed: mark.done,
      completed_at: mark.date,
      plan_slot: mark.slot,
    })
    .onConflictDoUpdate({
      target: [
        userTrackerExercises.user_id,
        userTrackerExercises.completed_at,
        userTrackerExercises.type,
        userTrackerExercises.plan_slot,
      ],
      set: { is_completed: mark.done, exercise: item },
    })
    .returning({ id: userTrackerExercises.id });
  if (!row) throw new Error('A tracker upsert returned no row');
  return { ok: true, id: row.id };
}

/** Marks one of the actor's tracker rows of that type done or not done; false when it is not theirs. */
export async function setOwnCompletion(
  db: Database,
  actor: Actor,
  type: TrackerType,
  id: number,
  done: boolean,
): Promise<boolean> {
  const rows = await db
    .update(userTrackerExercises)
    .set({ is_completed: done })
    .where(
      and(
        eq(userTrackerExercises.id, id),
        eq(userTrackerExercises.user_id, actor.id),
        eq(userTrackerExercises.type, type),
      ),
    )
    .returning({ id: userTrackerExercises.id });
  return rows.length > 0;
}
