import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { loadSchedule } from '~/features/plans/records.server';
import { scheduleIndexOfDate } from './days';
import { doneCount, listOwnRowsOfTypes, type TrackedRow } from './tracker.server';

export type ActivityCount = { planned: number; done: number; rest: boolean };
export type ActivityToday = { physical: ActivityCount; mental: ActivityCount };

/**
 * A day's workout and meditation at a glance, for the home page: how many items the plan holds
 * that day and how many are done; rest when the plan has none that day.
 */
export async function ownActivityToday(db: Database, actor: Actor, day: string): Promise<ActivityToday> {
  const index = scheduleIndexOfDate(day);
  const [workout, meditation, rows] = await Promise.all([
    loadSchedule(db, actor, 'workout'),
    loadSchedule(db, actor, 'meditation'),
    listOwnRowsOfTypes(db, actor, ['physical', 'mental'], day, day),
  ]);
  const count = (plan: typeof workout, rows: TrackedRow[]): ActivityCount => {
    const planned = plan?.schedule[index];
    const total = planned?.exercises.length ?? 0;
    // Without a plan a day is not rest: there is nothing to rest from yet.
    return {
      planned: total,
      done: doneCount(planned, rows),
      rest: (plan?.schedule.length ?? 0) > 0 && total === 0,
    };
  };
  return { physical: count(workout, rows.physical), mental: count(meditation, rows.mental) };
}
