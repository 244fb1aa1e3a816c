import type { LocaleCode } from '~/i18n/locales';

/** A text in every language of the app; `en` is also the value stored for options and units. */
export type Localized = Record<LocaleCode, string>;

/** The order of the groups here is the order a user answers them in (the next group follows it). */
export const QUESTION_GROUPS = ['onboarding', 'health-information', 'advanced-diabetes', 'workout'] as const;
export type QuestionGroup = (typeof QUESTION_GROUPS)[number];

/** The plans an answer feeds: changing it marks those plans as needing regeneration. */
export type PlanKind = 'meals' | 'exercises' | 'meditations';

export type Range = { min: number; max: number };

/** A unit of a number answer; its bounds are in this unit, `label.en` is what is stored. */
export type Unit = { label: Localized } & Range;

/**
 * A follow-up is asked only when the answer to the question before it holds one of these stored
 * (English) values; `true` follows a yes.
 */
export type Trigger = readonly AnswerValue[];

type Common = {
  id: number;
  name: string;
  /** Spoken by the assistant as well as shown: a full, natural question. */
  title: Localized;
  group: QuestionGroup | null;
  /** Spec: depends_on_prev; the question is a follow-up of the one before it in the bank. */
  dependsOnPrev?: Trigger;
  /** Spec: options_description; a short explanation of the options. */
  optionsDescription?: Localized;
  plans: readonly PlanKind[];
};

export type NumberQuestion = Common & { answerType: 'number'; integer: boolean } & (
    | { range: Range; unitLabel?: Localized; units?: never }
    | { units: readonly [Unit, ...Unit[]]; range?: never; unitLabel?: never }
  );

export type SelectQuestion = Common & {
  answerType: 'select';
  options: readonly Localized[];
  multiple: boolean;
  /** An option that cannot be chosen together with others ("None"), by its English value. */
  exclusive?: string;
};

export type BooleanQuestion = Common & { answerType: 'boolean' };

export type TextQuestion = Common & { answerType: 'text'; maxLength: number };

export type Question = NumberQuestion | SelectQuestion | BooleanQuestion | TextQuestion;

/** What question_answers.values holds: a list, English options and units. */
export type AnswerValue = string | number | boolean;
