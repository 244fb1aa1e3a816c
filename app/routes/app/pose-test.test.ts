// First: it mocks what the app reaches before the app's modules load.
import { seededApp } from '../../../tests/support/seeded-app';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '~/auth/session.server';
import { userTrackerExercises } from '~/db/schema/tracking';
import { LANGUAGE_COOKIE } from '~/i18n/locales';
import { signIn, SITE } from '../../../tests/support/hostile';

const seeded = seededApp();
let token: string;

beforeAll(async () => {
  token = (await signIn(seeded.handle.db, seeded.world, 'user'))!;
});

const today = () => new Date().toISOString().slice(0, 10);
const valid = () => ({ exercise: 'lunge', reps: '14', seconds: '130', date: today(), time: '07:45' });

function post(fields: Record<string, string>, language = 'en') {
  const headers = new Headers({
    Origin: SITE,
    Cookie: `${SESSION_COOKIE}=${token}; ${LANGUAGE_COOKIE}=${language}`,
  });
  return seeded.app(
    new Request(`${SITE}/pose-test`, { method: 'POST', headers, body: new URLSearchParams(fields) }),
  );
}

const rows = () =>
  seeded.handle.db
    .select()
    .from(userTrackerExercises)
    .where(eq(userTrackerExercises.user_id, seeded.world.accounts.user.id));

describe('saving a posture check from /pose-test', () => {
  it('saves the set in the signed-in user’s exercise tracker', async () => {
    const before = (await rows()).length;
    const response = await post(valid());
    expect(response.status).toBe(200);
    const saved = await rows();
    expect(saved).toHaveLength(before + 1);
    expect(saved.at(-1)).toMatchObject({
      type: 'physical',
      is_completed: true,
      completed_at: today(),
      exercise: { name: 'lunge', time: '07:45', duration: '2 min', counts: [14] },
    });
  });

  it.each([
    [{ reps: '-3' }, 'The number of repetitions must be between 1 and 1000.'],
    [{ reps: '1001' }, 'The number of repetitions must be between 1 and 1000.'],
    [{ exercise: 'burpee' }, 'Choose squat, push-up or lunge.'],
    [{ date: '2001-01-01' }, 'A posture check can only be saved for today.'],
  ])('refuses %o with a clear message and writes nothing', async (change, message) => {
    const before = await rows();
    const response = await post({ ...valid(), ...change });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await rows()).toEqual(before);
  });

  it('says it in the user’s language', async () => {
    const response = await post({ ...valid(), reps: '5000' }, 'ar');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('يجب أن يكون عدد التكرارات بين 1 و1000.');
  });
});
