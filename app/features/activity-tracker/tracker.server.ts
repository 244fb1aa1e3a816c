import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import type { ScheduleDay, ScheduledExercise } from '~/db/schema/plans';
import { questionAnswers, userExercises, userMeditations } from '~/db/schema/plans';
import { userTrackerExercises } from '~/db/schema/tracking';
import { addDays, localDate } from '~/features/time-zone/zoned-time';
import { loadSchedule } from '~/features/plans/records.server';
import { estimateKcal, weightKgOf } from './calories';
import {
  beforePlan,
  completionRate,
  currentStreak,
  datesBetween,
  monthEnd,
  monthStart,
  planWeekStart,
  scheduleIndexOfDate,
  streakSeries,
  summarise,
  type DaySummary,
} from './days';
import { PLAN_OF } from './mark.server';
import { HISTORY_DAYS } from './constants';
import { STREAK_LOOKBACK_DAYS, type TrackerType } from './schema';

export type TrackedRow = {
  id: number;
  exercise: ScheduledExercise;
  isCompleted: boolean;
  completedAt: string;
  planSlot: number | null;
};

/** The actor's tracker rows of one type dated from `from` to `to`, both included. */
export async function listOwnRows(
  db: Database,
  actor: Actor,
  type: TrackerType,
  from: string,
  to: string,
): Promise<TrackedRow[]> {
  return (await listOwnRowsOfTypes(db, actor, [type], from, to))[type];
}

/** The actor's tracker rows of several types in one query, by type. */
export async function listOwnRowsOfTypes<T extends TrackerType>(
  db: Database,
  actor: Actor,
  types: readonly T[],
  from: string,
  to: string,
): Promise<Record<T, TrackedRow[]>> {
  const rows = await db
    .select({
      type: userTrackerExercises.type,
      id: userTrackerExercises.id,
      exercise: userTrackerExercises.exercise,
      isCompleted: userTrackerExercises.is_completed,
      completedAt: userTrackerExercises.completed_at,
      planSlot: userTrackerExercises.plan_slot,
    })
    .from(userTrackerExercises)
    .where(
      and(
        eq(userTrackerExercises.user_id, actor.id),
        inArray(userTrackerExercises.type, [...types]),
        gte(userTrackerExercises.completed_at, from),
        lte(userTrackerExercises.completed_at, to),
      ),
    )
    .orderBy(asc(userTrackerExercises.completed_at), asc(userTrackerExercises.id));
  const byType = Object.fromEntries(types.map((type) => [type, [] as TrackedRow[]])) as Record<
    T,
    TrackedRow[]
  >;
  for (const { type, ...row } of rows) byType[type as T]?.push(row);
  return byType;
}

/** The user's weight in kg from the questionnaire, or null before it is answered. */
export async function ownWeightKg(db: Database, actor: Actor): Promise<number | null> {
  const [row] = await db
    .select({ values: questionAnswers.values })
    .from(questionAnswers)
    .where(and(eq(questionAnswers.user_id, actor.id), eq(questionAnswers.question_name, 'weight')));
  return weightKgOf(row?.values);
}

/**
 * The day the user's plan began, in their zone: days before it were not planned, so they are
 * neither missed nor rest. Null without a plan.
 */
export async function ownPlanStart(
  db: Database,
  actor: Actor,
  type: TrackerType,
  timeZone: string,
): Promise<string | null> {
  const table = type === 'physical' ? userExercises : userMeditations;
  const [row] = await db
    .select({ createdAt: table.created_at })
    .from(table)
    .where(eq(table.user_id, actor.id));
  return row ? localDate(row.createdAt.getTime(), timeZone) : null;
}

/** A planned item's row counts for it only while the plan still has that item in that place. */
function isRowOf(row: TrackedRow, slot: number, item: ScheduledExercise): boolean {
  return row.planSlot === slot && row.exercise.name === item.name;
}

/** How many of a day's planned items are marked done. */
export function doneCount(day: ScheduleDay | undefined, rows: readonly TrackedRow[]): number {
  if (!day) return 0;
  return day.exercises.filter((item, slot) => rows.some((row) => row.isCompleted && isRowOf(row, slot, item)))
    .length;
}

export type TodayItem = ScheduledExercise & { slot: number; done: boolean; kcal: number | null };
export type HistoryEntry = { id: number; name: string; done: boolean; planned: boolean; kcal: number | null };
export type HistoryDay = DaySummary & { entries: HistoryEntry[]; kcal: number };

export type TrackerOverview = {
  type: TrackerType;
  today: string;
  hasPlan: boolean;
  dayName: string | null;
  items: TodayItem[];
  week: DaySummary[];
  month: (DaySummary & { streak: number })[];
  weekRate: number | null;
  monthRate: number | null;
  streak: number;
  history: HistoryDay[];
  todayKcal: number;
};

/** What a tracker page shows: today's plan with its marks, the history, the week's and month's charts. */
export async function trackerOverview(
  db: Database,
  actor: Actor,
  type: TrackerType,
  { today, timeZone }: { today: string; timeZone: string },
): Promise<TrackerOverview> {
  const month = { from: monthStart(today), to: monthEnd(today) };
  const week = { from: planWeekStart(today), to: addDays(planWeekStart(today), 6) };
  const from = [addDays(month.from, -STREAK_LOOKBACK_DAYS), week.from].sort()[0]!;
  const to = [month.to, week.to].sort().at(-1)!;
  const [plan, planStart, rows, weightKg] = await Promise.all([
    loadSchedule(db, actor, PLAN_OF[type]),
    ownPlanStart(db, actor, type, timeZone),
    listOwnRows(db, actor, type, from, to),
    type === 'physical' ? ownWeightKg(db, actor) : Promise.resolve(null),
  ]);
  const schedule = plan?.schedule ?? [];
  const rowsByDate = new Map<string, TrackedRow[]>();
  for (const row of rows) rowsByDate.set(row.completedAt, [...(rowsByDate.get(row.completedAt) ?? []), row]);
  const dayOf = (date: string) => schedule[scheduleIndexOfDate(date)];
  const summaryOf = (date: string) =>
    planStart === null || date < planStart
      ? beforePlan(date)
      : summarise(
          date,
          dayOf(date)?.exercises.length ?? 0,
          doneCount(dayOf(date), rowsByDate.get(date) ?? []),
          today,
        );
  const kcalOf = (item: ScheduledExercise) => (type === 'physical' ? estimateKcal(item, weightKg) : null);

  const todayPlan = dayOf(today);
  const todayRows = rowsByDate.get(today) ?? [];
  const items = (todayPlan?.exercises ?? []).map((item, slot) => ({
    ...item,
    slot,
    done: todayRows.some((row) => row.isCompleted && isRowOf(row, slot, item)),
    kcal: kcalOf(item),
  }));

  const streakDays = datesBetween(from, month.to).map(summaryOf);
  const series = streakSeries(streakDays);
  const monthDays = streakDays
    .map((day, index) => ({ ...day, streak: series[index]! }))
    .filter((day) => day.date >= month.from);
  const weekDays = datesBetween(week.from, week.to).map(summaryOf);

  const history = datesBetween(addDays(today, -(HISTORY_DAYS - 1)), today)
    .reverse()
    .flatMap((date): HistoryDay[] => {
      const summary = summaryOf(date);
      const entries = (rowsByDate.get(date) ?? []).map((row) => ({
        id: row.id,
        name: row.exercise.name,
        done: row.isCompleted,
        planned: row.planSlot !== null,
        kcal: row.isCompleted ? kcalOf(row.exercise) : null,
      }));
      if (entries.length === 0 && summary.status === 'none') return [];
      const kcal = entries.reduce((sum, entry) => sum + (entry.kcal ?? 0), 0);
      return [{ ...summary, entries, kcal }];
    });

  return {
    type,
    today,
    hasPlan: schedule.length > 0,
    dayName: todayPlan?.name ?? null,
    items,
    week: weekDays,
    month: monthDays,
    weekRate: completionRate(weekDays, today),
    monthRate: completionRate(monthDays, today),
    streak: currentStreak(streakDays.filter((day) => day.date <= today)),
    history,
    // What the history says for today: planned items done and sets counted beside the plan.
    todayKcal: history.find((day) => day.date === today)?.kcal ?? 0,
  };
}
