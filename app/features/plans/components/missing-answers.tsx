import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';

/** A plan that cannot be made yet: which questions come first, and where to answer them. */
export function MissingAnswers({ questions }: { questions: { name: string; title: string }[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="missing-answers"
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <h2 id="missing-answers" className="text-xl font-semibold">
        {t('plans:missing.title')}
      </h2>
      <p className="text-gray-700">{t('plans:missing.lead')}</p>
      <ul className="list-disc ps-6">
        {questions.map((question) => (
          <li key={question.name}>{question.title}</li>
        ))}
      </ul>
      <Link to="/onboarding" className={buttonClass('primary', 'self-start')}>
        {t('plans:missing.answer')}
      </Link>
    </section>
  );
}
