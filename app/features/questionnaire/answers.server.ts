import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { questionAnswers } from '~/db/schema/plans';
import { markPlansStale } from '~/features/plans/stale.server';
import type { LocaleCode } from '~/i18n/locales';
import { extractAnswer, type AnswerEntry, type AnswerError } from './extract';
import {
  isCalledFor,
  questionByName,
  QUESTIONS,
  type AnswerMap,
  type AnswerValue,
  type PlanKind,
} from './questions';

type Reader = Pick<Database, 'select'>;

/** The actor's answers by question name. */
export async function listOwnAnswers(db: Reader, actor: Actor): Promise<Record<string, AnswerValue[]>> {
  const rows = await db
    .select({ name: questionAnswers.question_name, values: questionAnswers.values })
    .from(questionAnswers)
    .where(eq(questionAnswers.user_id, actor.id));
  return Object.fromEntries(rows.map((row) => [row.name, row.values]));
}

export type SaveResult = { ok: true; changed: string[] } | { ok: false; errors: Record<string, AnswerError> };

/** Answers whose question no longer applies (a follow-up whose trigger now says no). */
function staleAnswers(answers: AnswerMap): string[] {
  return Object.keys(answers).filter((name) => {
    const question = questionByName(name);
    return question !== undefined && answers[name] !== undefined && !isCalledFor(question, answers);
  });
}

const same = (a: readonly AnswerValue[] | undefined, b: readonly AnswerValue[]) =>
  JSON.stringify(a ?? null) === JSON.stringify(b);

/**
 * Saves answers in bank order, each checked against the answers before it (so a trigger and its
 * follow-up may come together). One refusal writes nothing. A changed answer marks the plans that
 * depend on it as needing regeneration; answers to follow-ups that no longer apply are removed.
 */
export async function saveOwnAnswers(
  db: Database,
  actor: Actor,
  language: LocaleCode,
  entries: readonly AnswerEntry[],
): Promise<SaveResult> {
  const order = (name: string) => {
    const index = QUESTIONS.findIndex((question) => question.name === name);
    return index === -1 ? QUESTIONS.length : index;
  };
  const sorted = [...entries].sort((a, b) => order(a.name) - order(b.name));
  return db.transaction(async (tx) => {
    const before = await listOwnAnswers(tx, actor);
    const after: Record<string, AnswerValue[]> = { ...before };
    const errors: Record<string, AnswerError> = {};
    for (const entry of sorted) {
      const result = extractAnswer({ ...entry, language, answers: after });
      if (result.ok) after[entry.name] = result.values;
      else errors[entry.name] = result.error;
    }
    if (Object.keys(errors).length > 0) return { ok: false, errors };

    const changed = sorted
      .map((entry) => entry.name)
      .filter((name) => !same(before[name], after[name] ?? []));
    const removed = staleAnswers(after);
    const plans = new Set<PlanKind>();
    for (const name of [...changed, ...removed])
      questionByName(name)?.plans.forEach((plan) => plans.add(plan));

    for (const name of changed) {
      const values = after[name] ?? [];
      await tx
        .insert(questionAnswers)
        .values({ user_id: actor.id, question_name: name, values })
        .onConflictDoUpdate({
          target: [questionAnswers.user_id, questionAnswers.question_name],
          set: { values, updated_at: new Date() },
        });
    }
    if (removed.length > 0) {
      await tx
        .delete(questionAnswers)
        .where(and(eq(questionAnswers.user_id, actor.id), inArray(questionAnswers.question_name, removed)));
    }
    await markPlansStale(tx, actor.id, plans);
    return { ok: true, changed: [...changed, ...removed] };
  });
}

/** One answer, as the voice assistant gives it. */
export function saveOwnAnswer(db: Database, actor: Actor, language: LocaleCode, entry: AnswerEntry) {
  return saveOwnAnswers(db, actor, language, [entry]);
}
