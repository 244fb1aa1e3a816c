import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { statedAllergies } from '~/features/planner';
import { listOwnAnswers, saveOwnAnswers } from '~/features/questionnaire/answers.server';
import type { LocaleCode } from '~/i18n/locales';

/**
 * An allergy a comment states ("I'm allergic to peanuts") becomes an answer to the allergies
 * question, so every plan keeps it out whatever a later comment asks, and the user sees it, and can
 * undo it, in the questionnaire. A comment never removes an allergy: a misread "not allergic" must
 * not put a food back that the user once said harms them.
 */
export async function saveStatedAllergies(
  db: Database,
  actor: Actor,
  comment: string,
  locale: LocaleCode,
): Promise<void> {
  const stated = statedAllergies(comment, locale);
  if (stated.length === 0) return;
  const answers = await listOwnAnswers(db, actor);
  const recorded = answers.has_allergies?.[0] === true ? (answers.allergies ?? []).map(String) : [];
  if (stated.every((allergy) => recorded.includes(allergy))) return;
  const result = await saveOwnAnswers(db, actor, 'en', [
    { name: 'has_allergies', input: 'true' },
    { name: 'allergies', input: [...new Set([...recorded, ...stated])] },
  ]);
  if (!result.ok) throw new Error(`stated allergies refused: ${Object.keys(result.errors).join(', ')}`);
}
