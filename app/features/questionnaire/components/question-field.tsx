import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '~/i18n/locales';
import type { Question } from '../questions';
import { unitField } from '../schema';
import { AnswerErrors } from './answer-error';

type Props = {
  question: Question;
  language: LocaleCode;
  defaults: Record<string, string | string[]>;
  id: string;
  errors?: string[] | undefined;
  /** On a phone only the current question shows; a wide screen shows the whole group. */
  current: boolean;
};

const inputClass =
  'rounded-lg border border-gray-300 bg-white px-3 py-2 text-start aria-[invalid=true]:border-red-600';

function asList(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** One question of the bank as a form field: a number (with its unit), a choice, yes or no, or text. */
export function QuestionField({ question, language, defaults, id, errors, current }: Props) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const invalid = errors?.length ? true : undefined;
  const describedBy = [question.optionsDescription ? descriptionId : '', invalid ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const title = question.title[language];
  const description = question.optionsDescription ? (
    <p id={descriptionId} className="text-sm text-gray-700">
      {question.optionsDescription[language]}
    </p>
  ) : null;
  const shell = `flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ${current ? '' : 'hidden md:flex'}`;
  const given = asList(defaults[question.name]);

  if (question.answerType === 'number' || question.answerType === 'text') {
    const unitName = unitField(question.name);
    return (
      <div className={shell} data-question={question.name}>
        <label htmlFor={id} className="text-lg font-semibold">
          {title}
        </label>
        {description}
        <div className="flex flex-wrap items-center gap-2">
          {question.answerType === 'text' ? (
            <textarea
              id={id}
              name={question.name}
              defaultValue={given[0] ?? ''}
              maxLength={question.maxLength}
              rows={3}
              aria-invalid={invalid}
              aria-describedby={describedBy || undefined}
              className={`${inputClass} w-full`}
            />
          ) : (
            <input
              id={id}
              name={question.name}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={given[0] ?? ''}
              aria-invalid={invalid}
              aria-describedby={describedBy || undefined}
              className={`${inputClass} w-32`}
            />
          )}
          {question.answerType === 'number' && question.unitLabel ? (
            <span className="text-gray-700">{question.unitLabel[language]}</span>
          ) : null}
          {question.answerType === 'number' && question.units ? (
            <>
              <label htmlFor={`${id}-unit`} className="sr-only">
                {t('questionnaire:page.unit_of', { question: title })}
              </label>
              <select
                id={`${id}-unit`}
                name={unitName}
                defaultValue={asList(defaults[unitName])[0] ?? question.units[0].label[language]}
                className={inputClass}
              >
                {question.units.map((unit) => (
                  <option key={unit.label.en} value={unit.label[language]}>
                    {unit.label[language]}
                  </option>
                ))}
              </select>
            </>
          ) : null}
        </div>
        <AnswerErrors id={errorId} errors={errors} />
      </div>
    );
  }

  const choices =
    question.answerType === 'boolean'
      ? [
          { value: 'true', label: t('questionnaire:page.yes') },
          { value: 'false', label: t('questionnaire:page.no') },
        ]
      : question.options.map((option) => ({ value: option[language], label: option[language] }));
  const multiple = question.answerType === 'select' && question.multiple;
  return (
    <fieldset
      className={shell}
      data-question={question.name}
      aria-invalid={invalid}
      aria-describedby={describedBy || undefined}
    >
      <legend className="float-start mb-1 w-full text-lg font-semibold">{title}</legend>
      {description}
      {multiple ? <p className="text-sm text-gray-700">{t('questionnaire:page.choose_any')}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              id={index === 0 ? id : undefined}
              type={multiple ? 'checkbox' : 'radio'}
              name={question.name}
              value={choice.value}
              defaultChecked={given.includes(choice.value)}
              className="size-4 accent-brand-600"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <AnswerErrors id={errorId} errors={errors} />
    </fieldset>
  );
}
