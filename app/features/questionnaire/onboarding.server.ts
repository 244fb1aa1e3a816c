import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import type { LocaleCode } from '~/i18n/locales';
import { listOwnAnswers, saveOwnAnswers } from './answers.server';
import { encodeError } from './extract-errors';
import {
  askedQuestions,
  placeAfter,
  placeBefore,
  placeHref,
  questionnaireProgress,
  resumePoint,
  type Place,
} from './progress';
import { QUESTION_GROUPS, type QuestionGroup } from './questions';
import { entriesOf, REQUIRED_ERROR, type AnswersForm } from './schema';

export const SUMMARY_PATH = '/onboarding/summary';

const isGroup = (value: string | null): value is QuestionGroup =>
  QUESTION_GROUPS.some((group) => group === value);

/**
 * What the onboarding page shows: the place in the address if it applies, else where the user
 * stopped; null when every question is answered.
 */
export async function onboardingPage(db: Database, actor: Actor, url: URL) {
  const answers = await listOwnAnswers(db, actor);
  const group = url.searchParams.get('group');
  const question = url.searchParams.get('q');
  const asked = isGroup(group) ? askedQuestions(group, answers) : [];
  const place: Place | null =
    isGroup(group) && asked.some((q) => q.name === question)
      ? { group, question: question ?? '' }
      : resumePoint(answers);
  if (!place) return null;
  const first = askedQuestions(place.group, answers)[0]?.name ?? place.question;
  return {
    answers,
    place,
    from: url.searchParams.get('from') === 'summary' ? ('summary' as const) : undefined,
    progress: questionnaireProgress(answers),
    backStep: placeBefore(place.group, place.question, answers),
    backGroup: placeBefore(place.group, first, answers),
  };
}

export type SubmitOutcome = { ok: true; next: string } | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * Saves what a step or a group sent. A phone sends one question (the one on screen must be
 * answered); a wide screen sends the group: when it completes the group, the next group follows.
 */
export async function submitOnboarding(
  db: Database,
  actor: Actor,
  language: LocaleCode,
  form: AnswersForm,
): Promise<SubmitOutcome> {
  const entries = entriesOf(form);
  if (!entries.some((entry) => entry.name === form.q)) {
    return { ok: false, fieldErrors: { [form.q]: [encodeError(REQUIRED_ERROR)] } };
  }
  const saved = await saveOwnAnswers(db, actor, language, entries);
  if (!saved.ok) {
    const fieldErrors = Object.fromEntries(
      Object.entries(saved.errors).map(([name, error]) => [name, [encodeError(error)]]),
    );
    return { ok: false, fieldErrors };
  }
  if (form.from === 'summary') return { ok: true, next: SUMMARY_PATH };
  const answers = await listOwnAnswers(db, actor);
  const asked = askedQuestions(form.group, answers);
  const wholeGroup = asked.every((question) => entries.some((entry) => entry.name === question.name));
  const next = wholeGroup ? resumePoint(answers) : placeAfter(form.group, form.q, answers);
  return { ok: true, next: next ? placeHref(next) : SUMMARY_PATH };
}
