import {
  isCalledFor,
  isGroupCalledFor,
  QUESTION_GROUPS,
  questionsOfGroup,
  type AnswerMap,
  type Question,
  type QuestionGroup,
} from './questions';

export type GroupProgress = { group: QuestionGroup; answered: number; total: number; done: boolean };

/** The questions of a group the user is asked, given their answers so far. */
export function askedQuestions(group: QuestionGroup, answers: AnswerMap): Question[] {
  return questionsOfGroup(group).filter((question) => isCalledFor(question, answers));
}

/** Every group that applies to the user, in bank order, with how far they got. */
export function questionnaireProgress(answers: AnswerMap): GroupProgress[] {
  return QUESTION_GROUPS.filter((group) => isGroupCalledFor(group, answers)).map((group) => {
    const asked = askedQuestions(group, answers);
    const answered = asked.filter((question) => answers[question.name] !== undefined).length;
    return { group, answered, total: asked.length, done: answered === asked.length };
  });
}

export type Place = { group: QuestionGroup; question: string };

/** Where the user picks up: the first question they have not answered, or null when all are done. */
export function resumePoint(answers: AnswerMap): Place | null {
  for (const { group } of questionnaireProgress(answers)) {
    const open = askedQuestions(group, answers).find((question) => answers[question.name] === undefined);
    if (open) return { group, question: open.name };
  }
  return null;
}

/** The question asked after this one: the next in its group, else the next open place. */
export function placeAfter(group: QuestionGroup, name: string, answers: AnswerMap): Place | null {
  const asked = askedQuestions(group, answers);
  const next = asked[asked.findIndex((question) => question.name === name) + 1];
  if (next && asked.some((question) => question.name === name)) return { group, question: next.name };
  return resumePoint(answers);
}

/** The question asked before this one: the previous in its group, else the last of the group before. */
export function placeBefore(group: QuestionGroup, name: string, answers: AnswerMap): Place | null {
  const asked = askedQuestions(group, answers);
  const index = asked.findIndex((question) => question.name === name);
  const previous = index > 0 ? asked[index - 1] : undefined;
  if (previous) return { group, question: previous.name };
  const groups = questionnaireProgress(answers).map((progress) => progress.group);
  const earlier = groups[groups.indexOf(group) - 1];
  const last = earlier ? askedQuestions(earlier, answers).at(-1) : undefined;
  return earlier && last ? { group: earlier, question: last.name } : null;
}

export function placeHref(place: Place, from?: 'summary'): string {
  const search = new URLSearchParams({ group: place.group, q: place.question });
  if (from) search.set('from', from);
  return `/onboarding?${search.toString()}`;
}
