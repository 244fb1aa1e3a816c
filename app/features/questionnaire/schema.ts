import { z } from 'zod';
import type { LocaleCode } from '~/i18n/locales';
import { extractAnswer, type AnswerEntry, type AnswerError } from './extract';
import { encodeError } from './extract-errors';
import { QUESTION_GROUPS, QUESTIONS, type AnswerMap, type AnswerValue, type Question } from './questions';

/** The unit chosen beside a number answer. */
export const unitField = (name: string) => `${name}_unit`;

const input = z.union([z.string(), z.array(z.string())]).optional();

const questionFields = Object.fromEntries(
  QUESTIONS.flatMap((question) => {
    const fields: [string, typeof input][] = [[question.name, input]];
    if (question.answerType === 'number' && question.units) fields.push([unitField(question.name), input]);
    return fields;
  }),
);

/** The onboarding form: which question is on screen, and any answers of its group. */
export const answersFormSchema = z.object({
  group: z.enum(QUESTION_GROUPS),
  q: z.string().max(100),
  from: z.enum(['summary']).optional(),
  ...questionFields,
});

export type AnswersForm = z.output<typeof answersFormSchema>;

/** Several checked boxes of a multi-select arrive as many fields (up to every option of the group). */
export const ANSWERS_FORM_MAX_FIELDS = 96;

const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).filter((item) => item.trim() !== '');

/** The answers a submission holds for the questions of its group; empty fields are left out. */
export function entriesOf(form: AnswersForm): AnswerEntry[] {
  const values = form as Record<string, string | string[] | undefined>;
  return QUESTIONS.filter((question) => question.group === form.group).flatMap((question) => {
    const given = asList(values[question.name]);
    if (given.length === 0) return [];
    if (question.answerType === 'number' && question.units) {
      return [{ name: question.name, input: [...given, ...asList(values[unitField(question.name)])] }];
    }
    return [{ name: question.name, input: question.answerType === 'select' ? given : given.join(' ') }];
  });
}

export { decodeError, encodeError } from './extract-errors';

export const REQUIRED_ERROR: AnswerError = { key: 'questionnaire:errors.required' };

/**
 * The browser's check before sending, through the same extraction as the server: `required` names
 * the questions that must be answered now (the one on screen, or the whole group on a wide screen).
 */
export function answersClientSchema(language: LocaleCode, stored: AnswerMap, required: readonly string[]) {
  return answersFormSchema.superRefine((form, ctx) => {
    const answers: Record<string, readonly AnswerValue[] | undefined> = { ...stored };
    const entries = entriesOf(form);
    for (const name of required) {
      if (!entries.some((entry) => entry.name === name)) {
        ctx.addIssue({ code: 'custom', path: [name], message: encodeError(REQUIRED_ERROR) });
      }
    }
    for (const entry of entries) {
      const result = extractAnswer({ ...entry, language, answers });
      if (result.ok) answers[entry.name] = result.values;
      else ctx.addIssue({ code: 'custom', path: [entry.name], message: encodeError(result.error) });
    }
  });
}

/** The form's starting values: stored answers shown in the user's language. */
export function formDefaults(questions: readonly Question[], answers: AnswerMap, language: LocaleCode) {
  const defaults: Record<string, string | string[]> = {};
  for (const question of questions) {
    const values = answers[question.name];
    if (!values) continue;
    if (question.answerType === 'select') {
      defaults[question.name] = values.map(
        (value) => question.options.find((option) => option.en === value)?.[language] ?? String(value),
      );
    } else if (question.answerType === 'number' && question.units) {
      const unit = question.units.find((candidate) => candidate.label.en === values[1]);
      defaults[question.name] = String(values[0]);
      if (unit) defaults[unitField(question.name)] = unit.label[language];
    } else {
      defaults[question.name] = String(values[0]);
    }
  }
  return defaults;
}
