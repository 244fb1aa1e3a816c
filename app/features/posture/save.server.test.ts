import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { userTrackerExercises } from '~/db/schema/tracking';
import { testDatabases } from '../../../tests/support/databases';
import { latestPostureResult, POSTURE_CHECK_DESCRIPTION, savePostureResult } from './save.server';
import { saveResultSchema } from './schema';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testDatabases())('saving a posture check on $name', ({ open }) => {
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

  const rowsOf = (actor: Actor) =>
    db.select().from(userTrackerExercises).where(eq(userTrackerExercises.user_id, actor.id));

  it("stores the set as a completed physical exercise in the user's own tracker", async () => {
    const maya = await newUser();
    const other = await newUser();
    const date = today();
    const id = await savePostureResult(db, maya, {
      exercise: 'squat',
      reps: 12,
      seconds: 95,
      date,
      time: '08:30',
    });
    const rows = await rowsOf(maya);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      type: 'physical',
      is_completed: true,
      completed_at: date,
      exercise: {
        name: 'squat',
        description: POSTURE_CHECK_DESCRIPTION,
        time: '08:30',
        duration: '2 min',
        counts: [12],
      },
    });
    expect(await rowsOf(other)).toHaveLength(0);
  });

  it("reads the user's newest counted set for the tests hub, never a planned exercise or another user's", async () => {
    const maya = await newUser();
    const other = await newUser();
    expect(await latestPostureResult(db, maya)).toBeNull();
    await db.insert(userTrackerExercises).values({
      user_id: maya.id,
      type: 'physical',
      exercise: { name: 'Plank', description: 'Hold a straight line', time: '08:00', duration: '1 min' },
      is_completed: true,
      completed_at: '2026-11-20',
    });
    expect(await latestPostureResult(db, maya)).toBeNull();
    await savePostureResult(db, maya, {
      exercise: 'squat',
      reps: 9,
      seconds: 60,
      date: today(),
      time: '07:00',
    });
    await savePostureResult(db, maya, {
      exercise: 'lunge',
      reps: 14,
      seconds: 80,
      date: today(),
      time: '07:10',
    });
    await savePostureResult(db, other, {
      exercise: 'push-up',
      reps: 30,
      seconds: 80,
      date: today(),
      time: '09:00',
    });
    expect(await latestPostureResult(db, maya)).toEqual({ exercise: 'lunge', reps: 14, date: today() });
  });
});

describe('the save form', () => {
  const valid = { exercise: 'push-up', reps: '20', seconds: '60', date: today(), time: '18:05' };
  const errorsOf = (input: Record<string, string>) => {
    const result = saveResultSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a set of the three exercises and turns the numbers into numbers', () => {
    expect(saveResultSchema.parse(valid)).toMatchObject({ exercise: 'push-up', reps: 20, seconds: 60 });
    for (const exercise of ['squat', 'lunge']) expect(errorsOf({ ...valid, exercise })).toEqual([]);
  });

  it('refuses counts below one, above a thousand or not whole', () => {
    for (const reps of ['-1', '0', '1001', '2.5', 'many', ''])
      expect(errorsOf({ ...valid, reps }).length, reps).toBeGreaterThan(0);
    expect(errorsOf({ ...valid, reps: '1000' })).toEqual([]);
    expect(errorsOf({ ...valid, reps: '-1' })).toContain('posture:errors.reps_range');
  });

  it('refuses an exercise it does not count', () => {
    expect(errorsOf({ ...valid, exercise: 'burpee' })).toEqual(['posture:errors.unknown_exercise']);
  });

  it('refuses a date that is not a real one or not today', () => {
    expect(errorsOf({ ...valid, date: '2026-02-30' })).toContain('posture:errors.bad_date');
    expect(errorsOf({ ...valid, date: '22.11.2026' })).toContain('posture:errors.bad_date');
    expect(errorsOf({ ...valid, date: '2000-01-01' })).toContain('posture:errors.not_today');
    expect(errorsOf({ ...valid, time: '24:00' })).toContain('posture:errors.bad_time');
  });
});
