import type { PlanJobKind } from '~/db/schema/plan-jobs';
import { isCalledFor, questionByName, type AnswerMap } from '~/features/questionnaire/questions';

/**
 * The answers a plan cannot be made without: body and activity for the calorie target, the
 * workout days and length, sleep and stress for meditation. The page asks for these first.
 */
export const REQUIRED_ANSWERS: Record<PlanJobKind, readonly string[]> = {
  diet: ['age', 'sex', 'weight', 'height', 'activity_level'],
  workout: ['age', 'sex', 'weight', 'height', 'workout_days', 'workout_duration'],
  meditation: ['sleep_hours', 'stress_level'],
};

/** The required questions still unanswered, in bank order of the list. */
export function missingAnswers(kind: PlanJobKind, answers: AnswerMap): string[] {
  return REQUIRED_ANSWERS[kind].filter((name) => {
    const question = questionByName(name);
    const values = answers[name];
    return question !== undefined && isCalledFor(question, answers) && (!values || values.length === 0);
  });
}
