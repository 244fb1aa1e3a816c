import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { otherConditionsWith, statedAllergies, statedConditions } from '~/features/planner';
import { listOwnAnswers, saveOwnAnswers } from '~/features/questionnaire/answers.server';
import type { AnswerEntry } from '~/features/questionnaire/extract';
import type { LocaleCode } from '~/i18n/locales';
import type { PlanJobKind } from '~/db/schema/plan-jobs';

/**
 * What a comment states about the user becomes an answer, so every plan keeps to it whatever a later
 * comment asks, and the user sees it, and can undo it, in the questionnaire: an allergy ("I'm
 * allergic to peanuts", on the diet) in the allergies answer, a condition ("I'm pregnant", on any
 * plan) in the "other conditions" answer, where the screening reads it. A comment never removes
 * one: a misread "not allergic" must not put a food back that the user once said harms them.
 */
export async function saveStatedAnswers(
  db: Database,
  actor: Actor,
  kind: PlanJobKind,
  comment: string,
  locale: LocaleCode,
): Promise<void> {
  const allergies = kind === 'diet' ? statedAllergies(comment, locale) : [];
  const conditions = statedConditions(comment, locale);
  if (allergies.length === 0 && conditions.length === 0) return;
  const answers = await listOwnAnswers(db, actor);
  const entries: AnswerEntry[] = [];
  const recorded = answers.has_allergies?.[0] === true ? (answers.allergies ?? []).map(String) : [];
  if (!allergies.every((allergy) => recorded.includes(allergy))) {
    entries.push(
      { name: 'has_allergies', input: 'true' },
      { name: 'allergies', input: [...new Set([...recorded, ...allergies])] },
    );
  }
  const other = otherConditionsWith(answers, conditions, locale);
  if (other !== null) {
    entries.push({ name: 'has_other_conditions', input: 'true' }, { name: 'other_conditions', input: other });
  }
  if (entries.length === 0) return;
  // English: the inputs are the bank's English options and a yes; the condition text is the user's.
  const result = await saveOwnAnswers(db, actor, 'en', entries);
  if (!result.ok) throw new Error(`stated answers refused: ${Object.keys(result.errors).join(', ')}`);
}
