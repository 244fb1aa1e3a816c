import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { loadSchedule } from '~/features/plans/records.server';
import { DEFAULT_REST_SECONDS, estimateKcal, libraryExerciseOf } from './calories';
import { scheduleIndexOfDate } from './days';
import { listOwnRows, ownWeightKg } from './tracker.server';
import type { PlayItem } from './workout-steps';

export type WorkoutToday = {
  date: string;
  hasPlan: boolean;
  dayName: string | null;
  items: PlayItem[];
  /** Slots already marked done today, so the player can say so. */
  doneSlots: number[];
  weightKnown: boolean;
};

/** Today's workout as the player needs it: sets, timed or counted, rests and calories per exercise. */
export async function workoutToday(db: Database, actor: Actor, date: string): Promise<WorkoutToday> {
  const [plan, weightKg, rows] = await Promise.all([
    loadSchedule(db, actor, 'workout'),
    ownWeightKg(db, actor),
    listOwnRows(db, actor, 'physical', date, date),
  ]);
  const day = plan?.schedule[scheduleIndexOfDate(date)];
  const items = (day?.exercises ?? []).map((item, slot): PlayItem => {
    const library = libraryExerciseOf(item);
    return {
      slot,
      name: item.name,
      description: item.description,
      counts: item.counts ?? [],
      measure: library?.measure ?? 'reps',
      restSeconds: library?.restSeconds ?? DEFAULT_REST_SECONDS,
      kcal: estimateKcal(item, weightKg),
    };
  });
  return {
    date,
    hasPlan: (plan?.schedule.length ?? 0) > 0,
    dayName: day?.name ?? null,
    items,
    doneSlots: rows.filter((row) => row.isCompleted && row.planSlot !== null).map((row) => row.planSlot!),
    weightKnown: weightKg !== null,
  };
}
