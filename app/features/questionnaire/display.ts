import type { TFunction } from 'i18next';
import type { LocaleCode } from '~/i18n/locales';
import type { AnswerValue, Question } from './questions';

/** A stored answer said back in the user's language: options and units translated, numbers localised. */
export function formatAnswer(
  question: Question,
  values: readonly AnswerValue[],
  language: LocaleCode,
  t: TFunction,
) {
  const number = (value: AnswerValue) =>
    typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : String(value);
  switch (question.answerType) {
    case 'boolean':
      return values[0] === true ? t('questionnaire:page.yes') : t('questionnaire:page.no');
    case 'select': {
      const labels = values.map(
        (value) => question.options.find((option) => option.en === value)?.[language] ?? String(value),
      );
      return labels.join(language === 'ar' || language === 'fa' ? '، ' : ', ');
    }
    case 'number': {
      const unit = question.units
        ? question.units.find((candidate) => candidate.label.en === values[1])?.label[language]
        : question.unitLabel?.[language];
      return [number(values[0] ?? ''), unit].filter(Boolean).join(' ');
    }
    case 'text':
      return String(values[0] ?? '');
  }
}
