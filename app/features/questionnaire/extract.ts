import type { LocaleCode } from '~/i18n/locales';
import {
  isCalledFor,
  questionByName,
  type AnswerMap,
  type AnswerValue,
  type NumberQuestion,
  type Question,
  type SelectQuestion,
  type TextQuestion,
} from './questions';

/** A refused answer: an i18n key of the questionnaire namespace and what its message needs. */
export type AnswerError = { key: string; params?: Record<string, string | number> };

export type Extraction =
  { ok: true; question: Question; values: AnswerValue[] } | { ok: false; error: AnswerError };

/** One answer as given: a question name and what was typed, said or chosen. */
export type AnswerEntry = { name: string; input: string | readonly string[] };

export type AnswerInput = {
  name: string;
  /** What the user typed or said, or the form's values (a multi-select sends several). */
  input: string | readonly string[];
  language: LocaleCode;
  /** The user's stored answers, to tell whether a follow-up is called for. */
  answers: AnswerMap;
};

/** Longer input than any answer but a text one needs is refused before it is looked at. */
export const MAX_INPUT_LENGTH = 200;

const refuse = (key: string, params?: AnswerError['params']): Extraction => ({
  ok: false,
  error: { key: `questionnaire:errors.${key}`, ...(params ? { params } : {}) },
});

const YES: Record<LocaleCode, readonly string[]> = {
  en: ['yes'],
  tr: ['evet'],
  es: ['sí', 'si'],
  ar: ['نعم'],
  fa: ['بله', 'آره'],
};
const NO: Record<LocaleCode, readonly string[]> = {
  en: ['no'],
  tr: ['hayır', 'hayir'],
  es: ['no'],
  ar: ['لا'],
  fa: ['خیر', 'نه'],
};

/** Eastern Arabic (٠-٩) and Persian (۰-۹) digits and the Arabic decimal and thousands marks, made Western. */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, '');
}

/** A number as typed in any of the app's languages: both digit sets, a point or a lone decimal comma. */
export function parseNumber(text: string): number | null {
  let normal = westernDigits(text.trim());
  if (!normal.includes('.') && /^[+-]?\d+,\d+$/.test(normal)) normal = normal.replace(',', '.');
  if (!/^[+-]?\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}

function extractBoolean(text: string, language: LocaleCode): Extraction | boolean {
  const said = text.trim().toLocaleLowerCase(language);
  if (said === 'true' || said === '1') return true;
  if (said === 'false' || said === '0') return false;
  // Spec 001 section 5: an answer that starts with "no" is a no, one that starts with "yes" a yes.
  if (NO[language].some((word) => said.startsWith(word))) return false;
  if (YES[language].some((word) => said.startsWith(word))) return true;
  return refuse('not_yes_no');
}

function checkNumber(
  value: number,
  question: NumberQuestion,
  range: { min: number; max: number },
  unit: string,
) {
  if (question.integer && !Number.isInteger(value)) return refuse('not_whole_number');
  if (value < range.min || value > range.max) {
    return refuse('out_of_bounds', { min: range.min, max: range.max, unit });
  }
  return null;
}

function extractNumber(text: string, question: NumberQuestion, language: LocaleCode): Extraction {
  if (!question.units) {
    const value = parseNumber(text);
    if (value === null) return refuse('not_a_number');
    const unit = question.unitLabel?.[language] ?? '';
    return checkNumber(value, question, question.range, unit) ?? { ok: true, question, values: [value] };
  }
  const normal = westernDigits(text.trim());
  const [, digits = '', unitText = ''] = /^([+-]?[\d.,]+)\s*(.*)$/u.exec(normal) ?? [];
  const value = parseNumber(digits);
  if (value === null) return refuse('not_a_number');
  // Spec 001 section 5: the unit is one of the user's language, compared case-sensitively.
  const unit = question.units.find((candidate) => candidate.label[language] === unitText.trim());
  if (!unit) {
    return refuse('unit_not_listed', { units: question.units.map((u) => u.label[language]).join(', ') });
  }
  return (
    checkNumber(value, question, unit, unit.label[language]) ?? {
      ok: true,
      question,
      values: [value, unit.label.en],
    }
  );
}

function extractSelect(items: readonly string[], question: SelectQuestion, language: LocaleCode): Extraction {
  const chosen: string[] = [];
  for (const item of items) {
    const said = item.trim().toLocaleLowerCase(language);
    const option = question.options.find(
      (candidate) => candidate[language].toLocaleLowerCase(language) === said,
    );
    if (!option) return refuse('option_not_listed', { answer: item.trim() });
    if (!chosen.includes(option.en)) chosen.push(option.en);
  }
  if (chosen.length === 0) return refuse('required');
  if (!question.multiple && chosen.length > 1) return refuse('one_option_only');
  if (question.exclusive && chosen.length > 1 && chosen.includes(question.exclusive)) {
    const option = question.options.find((candidate) => candidate.en === question.exclusive);
    return refuse('exclusive_option', { option: option?.[language] ?? '' });
  }
  return { ok: true, question, values: chosen };
}

function extractText(text: string, question: TextQuestion): Extraction {
  const trimmed = text.trim();
  if (trimmed.length > question.maxLength) return refuse('too_long', { max: question.maxLength });
  return { ok: true, question, values: [trimmed] };
}

/** A multi-select said aloud or typed as one line: "nuts, gluten" (Latin or Arabic commas). */
function itemsOf(input: string | readonly string[], multiple: boolean): readonly string[] {
  if (typeof input !== 'string') return input.filter((item) => item.trim() !== '');
  if (!multiple) return input.trim() === '' ? [] : [input];
  return input.split(/[,،]/).filter((item) => item.trim() !== '');
}

/**
 * The one way an answer becomes stored values, for the form and for the voice assistant: the
 * question must exist and be called for, and the input must fit its type, options, units and bounds.
 */
export function extractAnswer({ name, input, language, answers }: AnswerInput): Extraction {
  const question = questionByName(name);
  if (!question) return refuse('unknown_question');
  const pieces = typeof input === 'string' ? [input] : input;
  const limit = question.answerType === 'text' ? question.maxLength * 2 : MAX_INPUT_LENGTH;
  if (pieces.length > 50 || pieces.some((piece) => piece.length > limit)) {
    return refuse('too_long', {
      max: question.answerType === 'text' ? question.maxLength : MAX_INPUT_LENGTH,
    });
  }
  if (!isCalledFor(question, answers)) return refuse('not_called_for');
  if (question.answerType === 'select')
    return extractSelect(itemsOf(input, question.multiple), question, language);
  const text = pieces.join(' ');
  if (text.trim() === '') return refuse('required');
  switch (question.answerType) {
    case 'boolean': {
      const result = extractBoolean(text, language);
      return typeof result === 'boolean' ? { ok: true, question, values: [result] } : result;
    }
    case 'number':
      return extractNumber(text, question, language);
    case 'text':
      return extractText(text, question);
  }
}
