import { advancedDiabetesQuestions } from './advanced-diabetes';
import { healthInformationQuestions } from './health-information';
import { onboardingQuestions } from './onboarding';
import type { AnswerValue, Question, QuestionGroup, Trigger } from './types';
import { workoutQuestions } from './workout';

export * from './types';

/** The whole bank in asking order: groups follow QUESTION_GROUPS, follow-ups follow their trigger. */
export const QUESTIONS: readonly Question[] = [
  ...onboardingQuestions,
  ...healthInformationQuestions,
  ...advancedDiabetesQuestions,
  ...workoutQuestions,
];

const byName = new Map(QUESTIONS.map((question) => [question.name, question]));

export function questionByName(name: string): Question | undefined {
  return byName.get(name);
}

/** A group asked only after a certain answer: the advanced-diabetes group follows a diabetes answer. */
export const GROUP_CONDITIONS: Partial<Record<QuestionGroup, { question: string; values: Trigger }>> = {
  'advanced-diabetes': {
    question: 'diabetes',
    values: ['Prediabetes', 'Type 1 diabetes', 'Type 2 diabetes', 'Gestational diabetes'],
  },
};

/** Stored answers by question name (question_answers.values). */
export type AnswerMap = Readonly<Record<string, readonly AnswerValue[] | undefined>>;

function holds(values: readonly AnswerValue[] | undefined, trigger: Trigger): boolean {
  return (values ?? []).some((value) => trigger.includes(value));
}

export function isGroupCalledFor(group: QuestionGroup, answers: AnswerMap): boolean {
  const condition = GROUP_CONDITIONS[group];
  return !condition || holds(answers[condition.question], condition.values);
}

/** Whether a question is asked, given the answers so far: its group applies and its trigger holds. */
export function isCalledFor(question: Question, answers: AnswerMap): boolean {
  if (question.group && !isGroupCalledFor(question.group, answers)) return false;
  if (!question.dependsOnPrev) return true;
  const index = QUESTIONS.indexOf(question);
  const previous = QUESTIONS[index - 1];
  if (!previous || !isCalledFor(previous, answers)) return false;
  return holds(answers[previous.name], question.dependsOnPrev);
}

export function questionsOfGroup(group: QuestionGroup): Question[] {
  return QUESTIONS.filter((question) => question.group === group);
}
