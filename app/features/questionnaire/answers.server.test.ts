import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Actor } from '~/auth/actor';
import { profiles } from '~/db/schema/accounts';
import { questionAnswers, userExercises, userMeals, userMeditations } from '~/db/schema/plans';
import { databaseForSuite, testDatabases } from '../../../tests/support/databases';
import { listOwnAnswers, saveOwnAnswer, saveOwnAnswers } from './answers.server';

describe.each(testDatabases())('question answers on $name', ({ open }) => {
  const suite = databaseForSuite(open);

  async function newUser(): Promise<Actor> {
    const [row] = await suite.db
      .insert(profiles)
      .values({ first_name: 'Leyla', last_name: 'Aras', email: `${randomUUID()}@example.com` })
      .returning({ id: profiles.id });
    if (!row) throw new Error('no profile');
    return { id: row.id, type: 'user' };
  }

  async function storedRows(actor: Actor) {
    return suite.db.select().from(questionAnswers).where(eq(questionAnswers.user_id, actor.id));
  }

  async function withPlans(actor: Actor) {
    await suite.db.insert(userMeals).values({ user_id: actor.id, need_regenerate: false });
    await suite.db.insert(userExercises).values({ user_id: actor.id, need_regenerate: false });
    await suite.db.insert(userMeditations).values({ user_id: actor.id, need_regenerate: false });
  }

  async function staleFlags(actor: Actor) {
    const flag = async (table: typeof userMeals | typeof userExercises | typeof userMeditations) => {
      const [row] = await suite.db
        .select({ stale: table.need_regenerate })
        .from(table)
        .where(eq(table.user_id, actor.id));
      return row?.stale;
    };
    return {
      meals: await flag(userMeals),
      exercises: await flag(userExercises),
      meditations: await flag(userMeditations),
    };
  }

  it('stores converted values, in English, as native types, and upserts', async () => {
    const maya = await newUser();
    const saved = await saveOwnAnswers(suite.db, maya, 'ar', [
      { name: 'age', input: '٣٤' },
      { name: 'weight', input: ['١٥٤', 'رطل'] },
      { name: 'sex', input: 'أنثى' },
      { name: 'priorities', input: ['إنقاص الوزن', 'بشرة أفضل'] },
    ]);
    expect(saved.ok).toBe(true);
    expect(await listOwnAnswers(suite.db, maya)).toEqual({
      age: [34],
      weight: [154, 'lb'],
      sex: ['Female'],
      priorities: ['Lose weight', 'Better skin'],
    });
    await saveOwnAnswer(suite.db, maya, 'en', { name: 'age', input: '35' });
    const rows = await storedRows(maya);
    expect(rows.filter((row) => row.question_name === 'age').map((row) => row.values)).toEqual([[35]]);
  });

  it('sees and changes only the actor’s own answers', async () => {
    const maya = await newUser();
    const omar = await newUser();
    await saveOwnAnswer(suite.db, maya, 'en', { name: 'age', input: '40' });
    await saveOwnAnswer(suite.db, omar, 'en', { name: 'age', input: '52' });
    await saveOwnAnswer(suite.db, omar, 'en', { name: 'age', input: '53' });
    expect(await listOwnAnswers(suite.db, maya)).toEqual({ age: [40] });
    expect(await listOwnAnswers(suite.db, omar)).toEqual({ age: [53] });
  });

  it('writes nothing when any answer of a batch is refused', async () => {
    const maya = await newUser();
    const refused = await saveOwnAnswers(suite.db, maya, 'en', [
      { name: 'age', input: '34' },
      { name: 'weight', input: '700 kg' },
      { name: 'height', input: '30 cm' },
      { name: 'sex', input: 'Robot' },
      { name: 'favourite_colour', input: 'blue' },
      { name: 'allergies', input: 'Nuts' },
    ]);
    expect(refused).toEqual({
      ok: false,
      errors: {
        weight: expect.objectContaining({ key: 'questionnaire:errors.out_of_bounds' }),
        height: expect.objectContaining({ key: 'questionnaire:errors.out_of_bounds' }),
        sex: expect.objectContaining({ key: 'questionnaire:errors.option_not_listed' }),
        favourite_colour: { key: 'questionnaire:errors.unknown_question' },
        allergies: { key: 'questionnaire:errors.not_called_for' },
      },
    });
    expect(await storedRows(maya)).toEqual([]);
  });

  it('takes a trigger and its follow-up together, and drops follow-ups that no longer apply', async () => {
    const maya = await newUser();
    const saved = await saveOwnAnswers(suite.db, maya, 'en', [
      { name: 'allergies', input: ['Nuts', 'Sesame'] },
      { name: 'has_allergies', input: 'true' },
      { name: 'diabetes', input: 'Type 1 diabetes' },
      { name: 'diagnosis_year', input: '2009' },
    ]);
    expect(saved.ok).toBe(true);
    expect(await listOwnAnswers(suite.db, maya)).toMatchObject({
      allergies: ['Nuts', 'Sesame'],
      diagnosis_year: [2009],
    });
    await saveOwnAnswers(suite.db, maya, 'en', [
      { name: 'has_allergies', input: 'no' },
      { name: 'diabetes', input: 'No' },
    ]);
    expect(await listOwnAnswers(suite.db, maya)).toEqual({ has_allergies: [false], diabetes: ['No'] });
  });

  it('marks the plans that depend on a changed answer as needing regeneration', async () => {
    const maya = await newUser();
    await withPlans(maya);
    await saveOwnAnswer(suite.db, maya, 'en', { name: 'workout_days', input: ['Monday', 'Thursday'] });
    expect(await staleFlags(maya)).toEqual({ meals: false, exercises: true, meditations: false });

    await suite.db
      .update(userExercises)
      .set({ need_regenerate: false })
      .where(eq(userExercises.user_id, maya.id));
    await saveOwnAnswer(suite.db, maya, 'en', { name: 'workout_days', input: ['monday', 'thursday'] });
    expect(await staleFlags(maya)).toEqual({ meals: false, exercises: false, meditations: false });

    await saveOwnAnswer(suite.db, maya, 'en', { name: 'stress_level', input: 'High' });
    expect(await staleFlags(maya)).toEqual({ meals: false, exercises: false, meditations: true });
  });

  it('leaves another user’s plans alone', async () => {
    const maya = await newUser();
    const omar = await newUser();
    await withPlans(omar);
    await saveOwnAnswer(suite.db, maya, 'en', { name: 'age', input: '30' });
    expect(await staleFlags(omar)).toEqual({ meals: false, exercises: false, meditations: false });
  });
});
