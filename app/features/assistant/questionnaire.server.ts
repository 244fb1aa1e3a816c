import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { planDue } from '~/features/plans/plans.server';
import { listOwnAnswers, saveOwnAnswers } from '~/features/questionnaire/answers.server';
import type { AnswerError } from '~/features/questionnaire/extract';
import { askedQuestions, questionnaireProgress } from '~/features/questionnaire/progress';
import type { Question, QuestionGroup } from '~/features/questionnaire/questions/types';
import type { LocaleCode } from '~/i18n/locales';
import { translate } from '~/i18n/translate.server';
import type { QuestionnaireWalk } from './questionnaire';

/** A question as the assistant says it: its title, and the choices when they are few enough to list. */
function spoken(question: Question, locale: LocaleCode): string {
  const title = question.title[locale];
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'disjunction' }).format(items);
  if (question.answerType === 'select' && question.options.length <= 8) {
    const options = list(question.options.map((option) => option[locale]));
    return `${title} ${translate(locale, 'assistant:home.options', { options })}`;
  }
  if (question.answerType === 'number' && question.units) {
    const units = list(question.units.map((unit) => unit.label[locale]));
    return `${title} ${translate(locale, 'assistant:home.units', { units })}`;
  }
  return title;
}

/**
 * The walk's next step: the active group's next open question (passing the skipped ones by), the
 * group offered once it is answered, and whether a diet plan is due.
 */
export async function questionnaireWalk(
  db: Database,
  actor: Actor,
  group: QuestionGroup,
  skipped: readonly string[],
  locale: LocaleCode,
): Promise<QuestionnaireWalk> {
  const answers = await listOwnAnswers(db, actor);
  const progress = questionnaireProgress(answers);
  const active = progress.find((entry) => entry.group === group);
  const unanswered = active
    ? askedQuestions(group, answers).filter((q) => answers[q.name] === undefined)
    : [];
  const open = unanswered.find((q) => !skipped.includes(q.name));
  // A group that no longer applies (no diabetes, no advanced group) counts as answered.
  const next =
    !active || active.done ? progress.find((entry) => !entry.done && entry.group !== group) : undefined;
  return {
    question: open ? { name: open.name, text: spoken(open, locale) } : null,
    active: { title: translate(locale, `questionnaire:groups.${group}`), left: unanswered.length },
    nextGroup: next
      ? { group: next.group, title: translate(locale, `questionnaire:groups.${next.group}`) }
      : null,
    allDone: progress.every((entry) => entry.done),
    dietDue: await planDue(db, actor, 'diet', answers),
  };
}

/**
 * Saves a spoken answer as the extraction task read it (stored values: English options, a number
 * then its unit), through the questionnaire's own reader, which checks it as it checks the form.
 */
export async function saveSpokenAnswer(
  db: Database,
  actor: Actor,
  question: string,
  values: readonly (string | number | boolean)[],
): Promise<{ ok: true } | { ok: false; error: AnswerError }> {
  const saved = await saveOwnAnswers(db, actor, 'en', [{ name: question, input: values.map(String) }]);
  if (saved.ok) return { ok: true };
  return { ok: false, error: saved.errors[question] ?? Object.values(saved.errors)[0]! };
}
