import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import type { ScheduleDay } from '~/db/schema/plans';
import { questionAnswers, userExercises, userMeditations } from '~/db/schema/plans';
import { userTrackerExercises } from '~/db/schema/tracking';
import { exerciseById } from '~/features/exercise-library';
import { savePlan } from '~/features/plans/records.server';
import { savePostureResult } from '~/features/posture/save.server';
import { testDatabases } from '../../../tests/support/databases';
import { newUser } from '../../../tests/support/users';
import { markPlannedItem, setOwnCompletion } from './mark.server';
import { ownActivityToday } from './today.server';
import { ownWeightKg, trackerOverview } from './tracker.server';

// Wednesday 25 November 2026: the fifth day of a plan week that starts on Saturday the 21st.
const TODAY = '2026-11-25';
const item = (name: string) => ({
  name,
  description: `${name}, slowly.`,
  time: '07:00',
  duration: '5 min',
  counts: [10, 10],
});
const WORKOUT: ScheduleDay[] = [
  'Saturday',
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
].map((name) => ({
  name,
  exercises: ['Monday', 'Wednesday'].includes(name) ? [item('Squat'), item('Push-up')] : [],
}));
const MEDITATION: ScheduleDay[] = WORKOUT.map((day) => ({
  name: day.name,
  exercises: [{ name: 'Box breathing', description: 'In 4, hold 4.', time: '21:00', duration: '5 min' }],
}));

describe.each(testDatabases())('marking planned exercises on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  async function userWithPlans(): Promise<Actor> {
    const actor = await newUser(db);
    await savePlan(db, actor, { kind: 'workout', schedule: WORKOUT });
    await savePlan(db, actor, { kind: 'meditation', schedule: MEDITATION });
    // Both plans were made at the start of the month, so the days the tests use are plan days.
    const start = new Date('2026-11-01T08:00:00Z');
    await db.update(userExercises).set({ created_at: start }).where(eq(userExercises.user_id, actor.id));
    await db.update(userMeditations).set({ created_at: start }).where(eq(userMeditations.user_id, actor.id));
    return actor;
  }
  const rowsOf = (actor: Actor) =>
    db
      .select({
        type: userTrackerExercises.type,
        name: userTrackerExercises.exercise,
        done: userTrackerExercises.is_completed,
        date: userTrackerExercises.completed_at,
        slot: userTrackerExercises.plan_slot,
      })
      .from(userTrackerExercises)
      .where(eq(userTrackerExercises.user_id, actor.id))
      .orderBy(userTrackerExercises.id);

  it('marks done and undone in one row per planned item and day, however often it is marked', async () => {
    const maya = await userWithPlans();
    const mark = { type: 'physical' as const, date: TODAY, slot: 1, name: 'Push-up', done: true };
    const first = await markPlannedItem(db, maya, mark, TODAY);
    const again = await markPlannedItem(db, maya, mark, TODAY);
    expect(first.ok && again.ok && first.id === again.id).toBe(true);
    await Promise.all([markPlannedItem(db, maya, mark, TODAY), markPlannedItem(db, maya, mark, TODAY)]);
    let rows = await rowsOf(maya);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'physical', done: true, date: TODAY, slot: 1 });
    expect(rows[0]!.name).toMatchObject({ name: 'Push-up', counts: [10, 10] });

    await markPlannedItem(db, maya, { ...mark, done: false }, TODAY);
    rows = await rowsOf(maya);
    expect(rows.map((row) => [row.slot, row.done])).toEqual([[1, false]]);

    // The same place on another day, and a meditation of the same day, are rows of their own.
    await markPlannedItem(db, maya, { ...mark, date: '2026-11-23' }, TODAY);
    await markPlannedItem(
      db,
      maya,
      { type: 'mental', date: TODAY, slot: 0, name: 'Box breathing', done: true },
      TODAY,
    );
    expect(await rowsOf(maya)).toHaveLength(3);
  });

  it('refuses what is not in that day of the plan, days to come, and writes nothing', async () => {
    const maya = await userWithPlans();
    const base = { type: 'physical' as const, date: TODAY, slot: 0, name: 'Squat', done: true };
    expect(await markPlannedItem(db, maya, { ...base, name: 'Deadlift' }, TODAY)).toEqual({
      ok: false,
      error: 'activity:errors.not_in_plan',
    });
    expect(await markPlannedItem(db, maya, { ...base, slot: 2 }, TODAY)).toMatchObject({ ok: false });
    // Thursday is a rest day in the workout plan.
    expect(await markPlannedItem(db, maya, { ...base, date: '2026-11-26' }, TODAY)).toEqual({
      ok: false,
      error: 'activity:errors.not_in_plan',
    });
    expect(await markPlannedItem(db, maya, { ...base, date: '2026-11-27' }, TODAY)).toEqual({
      ok: false,
      error: 'activity:errors.future_date',
    });
    const planless = await newUser(db);
    expect(await markPlannedItem(db, planless, base, TODAY)).toMatchObject({ ok: false });
    expect(await rowsOf(maya)).toEqual([]);
    expect(await rowsOf(planless)).toEqual([]);
  });

  it("changes a row by id only for its owner: another user's id is refused and left as it was", async () => {
    const maya = await userWithPlans();
    const omar = await userWithPlans();
    const marked = await markPlannedItem(
      db,
      maya,
      { type: 'physical', date: TODAY, slot: 0, name: 'Squat', done: true },
      TODAY,
    );
    if (!marked.ok) throw new Error('not marked');
    expect(await setOwnCompletion(db, omar, 'physical', marked.id, false)).toBe(false);
    expect(await setOwnCompletion(db, maya, 'mental', marked.id, false)).toBe(false);
    expect((await rowsOf(maya))[0]!.done).toBe(true);
    expect(await setOwnCompletion(db, maya, 'physical', marked.id, false)).toBe(true);
    expect((await rowsOf(maya))[0]!.done).toBe(false);
    expect(await rowsOf(omar)).toEqual([]);
  });

  it('counts the day for the home page and the tracker: planned, done, rest, posture sets beside the plan', async () => {
    const maya = await userWithPlans();
    await markPlannedItem(
      db,
      maya,
      { type: 'physical', date: TODAY, slot: 0, name: 'Squat', done: true },
      TODAY,
    );
    await markPlannedItem(
      db,
      maya,
      { type: 'physical', date: '2026-11-23', slot: 0, name: 'Squat', done: true },
      TODAY,
    );
    await markPlannedItem(
      db,
      maya,
      { type: 'physical', date: '2026-11-23', slot: 1, name: 'Push-up', done: true },
      TODAY,
    );
    await savePostureResult(db, maya, {
      exercise: 'squat',
      reps: 12,
      seconds: 60,
      date: TODAY,
      time: '08:00',
    });
    await db
      .insert(questionAnswers)
      .values({ user_id: maya.id, question_name: 'weight', values: [80, 'kg'] });

    expect(await ownActivityToday(db, maya, TODAY)).toEqual({
      physical: { planned: 2, done: 1, rest: false },
      mental: { planned: 1, done: 0, rest: false },
    });
    expect((await ownActivityToday(db, maya, '2026-11-26')).physical).toEqual({
      planned: 0,
      done: 0,
      rest: true,
    });
    expect((await ownActivityToday(db, await newUser(db), TODAY)).physical).toEqual({
      planned: 0,
      done: 0,
      rest: false,
    });

    // The workout plan was made on Monday the 23rd: the weekend before it is neither rest nor missed.
    await db
      .update(userExercises)
      .set({ created_at: new Date('2026-11-23T06:30:00Z') })
      .where(eq(userExercises.user_id, maya.id));
    const overview = await trackerOverview(db, maya, 'physical', { today: TODAY, timeZone: 'UTC' });
    expect(overview.items.map((i) => [i.name, i.done])).toEqual([
      ['Squat', true],
      ['Push-up', false],
    ]);
    // Monday done in full; the rest days around it keep the streak; today is still in progress.
    expect(overview.week.map((day) => day.status)).toEqual([
      'none',
      'none',
      'done',
      'rest',
      'pending',
      'rest',
      'rest',
    ]);
    expect(overview.streak).toBe(1);
    expect(overview.weekRate).toBe(3 / 4);
    // Squat, 2 × 10 at 3 s with the library's rest between, and the posture check's 12 repetitions.
    const squat = exerciseById('squat')!;
    const minutes = (20 * 3 + squat.restSeconds) / 60 + (12 * 3) / 60;
    expect(await ownWeightKg(db, maya)).toBe(80);
    expect(overview.todayKcal).toBeCloseTo(((squat.met * 3.5 * 80) / 200) * minutes, 9);
    const today = overview.history[0]!;
    expect(today.date).toBe(TODAY);
    expect(today.entries.map((e) => [e.name, e.planned, e.done])).toEqual([
      ['Squat', true, true],
      ['squat', false, true],
    ]);
  });
});
