import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { questionAnswers } from '~/db/schema/plans';
import { userBloodTests, type BloodTestResult } from '~/db/schema/tracking';
import { evaluateResult, sexFromAnswer, type EvaluatedResult } from './evaluate';
import type { Sex } from './markers';
import type { BloodTestInput } from './schema';

const columns = {
  id: userBloodTests.id,
  title: userBloodTests.title,
  takenOn: userBloodTests.taken_on,
  lab: userBloodTests.lab,
  notes: userBloodTests.notes,
  results: userBloodTests.results,
};

export type OwnBloodTest = {
  id: number;
  title: string;
  takenOn: string;
  lab: string;
  notes: string;
  results: EvaluatedResult[];
};

/** The sex the user gave in the questionnaire, which picks sex-specific reference ranges. */
export async function ownSex(db: Database, actor: Actor): Promise<Sex | null> {
  const [row] = await db
    .select({ values: questionAnswers.values })
    .from(questionAnswers)
    .where(and(eq(questionAnswers.user_id, actor.id), eq(questionAnswers.question_name, 'sex')));
  return sexFromAnswer(row?.values);
}

function evaluated(results: BloodTestResult[], sex: Sex | null): EvaluatedResult[] {
  return results.flatMap((result) => evaluateResult(result, sex) ?? []);
}

/** The actor's blood tests, newest first, each marker judged against its range. */
export async function listOwnBloodTests(
  db: Database,
  actor: Actor,
): Promise<{ tests: OwnBloodTest[]; sex: Sex | null }> {
  const [rows, sex] = await Promise.all([
    db
      .select(columns)
      .from(userBloodTests)
      .where(eq(userBloodTests.user_id, actor.id))
      .orderBy(desc(userBloodTests.taken_on), desc(userBloodTests.id)),
    ownSex(db, actor),
  ]);
  return { tests: rows.map((row) => ({ ...row, results: evaluated(row.results, sex) })), sex };
}

/** One of the actor's tests as entered (for the edit form); another user's id is not found. */
export async function getOwnBloodTest(db: Database, actor: Actor, id: number) {
  const [row] = await db
    .select(columns)
    .from(userBloodTests)
    .where(and(eq(userBloodTests.id, id), eq(userBloodTests.user_id, actor.id)));
  return row ?? null;
}

export async function addBloodTest(db: Database, actor: Actor, input: BloodTestInput): Promise<number> {
  const [row] = await db
    .insert(userBloodTests)
    .values({
      user_id: actor.id,
      title: input.title,
      taken_on: input.takenOn,
      lab: input.lab,
      notes: input.notes,
      results: input.results,
    })
    .returning({ id: userBloodTests.id });
  if (!row) throw new Error('blood test insert returned nothing');
  return row.id;
}

export async function updateOwnBloodTest(
  db: Database,
  actor: Actor,
  id: number,
  input: BloodTestInput,
): Promise<boolean> {
  const rows = await db
    .update(userBloodTests)
    .set({
      title: input.title,
      taken_on: input.takenOn,
      lab: input.lab,
      notes: input.notes,
      results: input.results,
    })
    .where(and(eq(userBloodTests.id, id), eq(userBloodTests.user_id, actor.id)))
    .returning({ id: userBloodTests.id });
  return rows.length > 0;
}

export async function deleteOwnBloodTest(db: Database, actor: Actor, id: number): Promise<boolean> {
  const rows = await db
    .delete(userBloodTests)
    .where(and(eq(userBloodTests.id, id), eq(userBloodTests.user_id, actor.id)))
    .returning({ id: userBloodTests.id });
  return rows.length > 0;
}
