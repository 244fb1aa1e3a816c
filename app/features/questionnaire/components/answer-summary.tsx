import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLocaleCode, type LocaleCode } from '~/i18n/locales';
import { formatAnswer } from '../display';
import { askedQuestions, placeHref, type GroupProgress } from '../progress';
import type { AnswerMap } from '../questions';

/** Every group that applies, each answer with a link to change it. */
export function AnswerSummary({ groups, answers }: { groups: GroupProgress[]; answers: AnswerMap }) {
  const { t, i18n } = useTranslation();
  const language: LocaleCode = isLocaleCode(i18n.language) ? i18n.language : 'en';
  return (
    <div className="flex flex-col gap-6">
      {groups.map(({ group }) => (
        <section
          key={group}
          aria-labelledby={`summary-${group}`}
          className="rounded-2xl bg-white p-5 shadow-sm"
        >
          <h2 id={`summary-${group}`} className="mb-3 text-xl font-semibold">
            {t(`questionnaire:groups.${group}`)}
          </h2>
          <dl className="divide-y divide-gray-200">
            {askedQuestions(group, answers).map((question) => {
              const values = answers[question.name];
              const title = question.title[language];
              return (
                <div key={question.name} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                  <dt className="w-full font-medium sm:w-1/2">{title}</dt>
                  <dd className="flex flex-1 items-center justify-between gap-3" data-answer={question.name}>
                    <span className={values ? '' : 'text-gray-600 italic'}>
                      {values
                        ? formatAnswer(question, values, language, t)
                        : t('questionnaire:page.not_answered')}
                    </span>
                    <Link
                      to={placeHref({ group, question: question.name }, 'summary')}
                      aria-label={t('questionnaire:page.change_named', { question: title })}
                      className="text-sm font-semibold text-brand-700 underline"
                    >
                      {t('questionnaire:page.change')}
                    </Link>
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
