import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Actor } from '~/auth/actor';
import { profiles } from '~/db/schema/accounts';
import { databaseForSuite, testDatabases } from '../../../tests/support/databases';
import { listOwnAnswers } from './answers.server';
import { decodeError } from './extract-errors';
import { onboardingPage, submitOnboarding, SUMMARY_PATH } from './onboarding.server';
import { answersFormSchema, type AnswersForm } from './schema';

const form = (fields: Record<string, unknown>): AnswersForm => answersFormSchema.parse(fields);
const page = (search: string) => new URL(`http://localhost/onboarding${search}`);

describe.each(testDatabases())('the onboarding steps on $name', ({ open }) => {
  const suite = databaseForSuite(open);

  async function newUser(): Promise<Actor> {
    const [row] = await suite.db
      .insert(profiles)
      .values({ first_name: 'Sara', last_name: 'Ruiz', email: `${randomUUID()}@example.com` })
      .returning({ id: profiles.id });
    if (!row) throw new Error('no profile');
    return { id: row.id, type: 'user' };
  }

  it('walks a phone one question at a time and resumes where the user stopped', async () => {
    const sara = await newUser();
    expect((await onboardingPage(suite.db, sara, page('')))?.place).toEqual({
      group: 'onboarding',
      question: 'age',
    });
    const saved = await submitOnboarding(
      suite.db,
      sara,
      'es',
      form({ group: 'onboarding', q: 'age', age: '41' }),
    );
    expect(saved).toEqual({ ok: true, next: '/onboarding?group=onboarding&q=sex' });
    expect((await onboardingPage(suite.db, sara, page('')))?.place).toEqual({
      group: 'onboarding',
      question: 'sex',
    });
    // An address naming a question that does not apply falls back to the resume point.
    const wrong = await onboardingPage(suite.db, sara, page('?group=advanced-diabetes&q=hba1c'));
    expect(wrong?.place).toEqual({ group: 'onboarding', question: 'sex' });
  });

  it('moves a wide screen to the next group once the whole group is sent', async () => {
    const sara = await newUser();
    const saved = await submitOnboarding(
      suite.db,
      sara,
      'es',
      form({
        group: 'onboarding',
        q: 'age',
        age: '41',
        sex: 'mujer',
        pregnancy: 'no',
        weight: '62,5',
        weight_unit: 'kg',
        height: '64',
        height_unit: 'pulg',
        activity_level: 'Muy activo',
        priorities: ['Perder peso', 'Más paz y felicidad'],
      }),
    );
    expect(saved).toEqual({ ok: true, next: '/onboarding?group=health-information&q=diet_preferences' });
    expect(await listOwnAnswers(suite.db, sara)).toMatchObject({
      weight: [62.5, 'kg'],
      height: [64, 'in'],
      priorities: ['Lose weight', 'More peace and happiness'],
    });
  });

  it('refuses with translated keys and writes nothing', async () => {
    const sara = await newUser();
    const empty = await submitOnboarding(
      suite.db,
      sara,
      'en',
      form({ group: 'onboarding', q: 'age', sex: 'Male' }),
    );
    expect(empty).toEqual({ ok: false, fieldErrors: { age: ['questionnaire:errors.required'] } });
    const refused = await submitOnboarding(
      suite.db,
      sara,
      'en',
      form({ group: 'onboarding', q: 'weight', weight: '5', weight_unit: 'kg', age: '0' }),
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(decodeError(refused.fieldErrors.weight?.[0] ?? '')).toEqual({
      key: 'questionnaire:errors.out_of_bounds',
      params: { min: 20, max: 400, unit: 'kg' },
    });
    expect(decodeError(refused.fieldErrors.age?.[0] ?? '').key).toBe('questionnaire:errors.out_of_bounds');
    expect(await listOwnAnswers(suite.db, sara)).toEqual({});
  });

  it('goes back to the summary after a change made from it', async () => {
    const sara = await newUser();
    const changed = await submitOnboarding(
      suite.db,
      sara,
      'en',
      form({ group: 'health-information', q: 'diabetes', diabetes: 'No', from: 'summary' }),
    );
    expect(changed).toEqual({ ok: true, next: SUMMARY_PATH });
  });
});
