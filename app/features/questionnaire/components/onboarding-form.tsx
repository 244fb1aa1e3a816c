import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { isLocaleCode, type LocaleCode } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import { SubmitButton } from '~/ui/form';
import type { SubmissionResult } from '@conform-to/react';
import { extractAnswer } from '../extract';
import { placeHref, type Place } from '../progress';
import { isCalledFor, questionsOfGroup, type AnswerMap, type AnswerValue } from '../questions';
import { answersClientSchema, entriesOf, formDefaults, type AnswersForm } from '../schema';
import { QuestionField } from './question-field';

type Props = {
  place: Place;
  from?: 'summary' | undefined;
  answers: AnswerMap;
  backStep: Place | null;
  backGroup: Place | null;
  lastResult?: SubmissionResult<string[]> | undefined;
};

/** Tailwind's md breakpoint: from here the whole group shows, so the whole group is checked. */
const WIDE = '(min-width: 48rem)';

/** Stored answers with what is typed on screen, so a follow-up shows as soon as its trigger says yes. */
function liveAnswers(stored: AnswerMap, form: AnswersForm, language: LocaleCode): AnswerMap {
  const answers: Record<string, readonly AnswerValue[] | undefined> = { ...stored };
  for (const entry of entriesOf(form)) {
    const result = extractAnswer({ ...entry, language, answers });
    answers[entry.name] = result.ok ? result.values : undefined;
  }
  return answers;
}

/** After a step, the next question takes the focus, so keyboard and screen-reader users land on it. */
export function useFocusOnStep(place: Place) {
  const key = `${place.group}/${place.question}`;
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    document.getElementById(`question-${place.question}`)?.focus();
  }, [key, place.question]);
}

/** One group of the questionnaire: one question at a time on a phone, the group on a wide screen. */
export function OnboardingForm({ place, from, answers, backStep, backGroup, lastResult }: Props) {
  const { t, i18n } = useTranslation();
  const language: LocaleCode = isLocaleCode(i18n.language) ? i18n.language : 'en';
  const group = questionsOfGroup(place.group);
  const defaults = useMemo(
    () => formDefaults(questionsOfGroup(place.group), answers, language),
    [place.group, answers, language],
  );
  const [typed, setTyped] = useState<AnswersForm | null>(null);
  const live = typed ? liveAnswers(answers, typed, language) : answers;
  const asked = group.filter((question) => isCalledFor(question, live));

  const [form, fields] = useForm({
    id: `onboarding-${place.group}`,
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      const wide = window.matchMedia(WIDE).matches;
      const required = wide ? asked.map((question) => question.name) : [place.question];
      return parseWithZod(formData, { schema: answersClientSchema(language, answers, required) });
    },
  });
  const errorsOf = (name: string) =>
    (fields as unknown as Record<string, { errors?: string[] }>)[name]?.errors;

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const parsed = parseWithZod(new FormData(event.currentTarget), {
      schema: answersClientSchema(language, answers, []),
    });
    if (parsed.payload) setTyped(parsed.payload as AnswersForm);
  }

  return (
    <Form method="post" {...getFormProps(form)} onChange={onChange} className="flex flex-col gap-4">
      <input type="hidden" name="group" value={place.group} />
      <input type="hidden" name="q" value={place.question} />
      {from ? <input type="hidden" name="from" value={from} /> : null}
      {asked.map((question) => (
        <QuestionField
          key={question.name}
          question={question}
          language={language}
          defaults={defaults}
          id={`question-${question.name}`}
          errors={errorsOf(question.name)}
          current={question.name === place.question}
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          {backStep ? (
            <Link to={placeHref(backStep, from)} className={buttonClass('secondary', 'md:hidden')}>
              {t('questionnaire:page.back')}
            </Link>
          ) : null}
          {backGroup ? (
            <Link
              to={placeHref(backGroup, from)}
              className={buttonClass('secondary', 'hidden md:inline-flex')}
            >
              {t('questionnaire:page.back')}
            </Link>
          ) : null}
        </div>
        <SubmitButton>
          <span className="md:hidden">{t('questionnaire:page.next')}</span>
          <span className="hidden md:inline">{t('questionnaire:page.save_group')}</span>
        </SubmitButton>
      </div>
    </Form>
  );
}
