import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import type { GroupProgress } from '../progress';

/** On /home: which groups are done, which comes next, and the way back in. */
export function QuestionnaireProgress({
  groups,
  resume,
}: {
  groups: GroupProgress[];
  resume: string | null;
}) {
  const { t } = useTranslation();
  const next = groups.find((group) => !group.done);
  const started = groups.some((group) => group.answered > 0);
  return (
    <section aria-labelledby="questionnaire-progress" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="questionnaire-progress" className="text-xl font-semibold">
        {t('questionnaire:home.title')}
      </h2>
      <ul className="mt-4 flex flex-col gap-2">
        {groups.map((group) => {
          const status = group.done
            ? t('questionnaire:home.done')
            : group === next
              ? t('questionnaire:home.next')
              : t('questionnaire:home.unfinished');
          return (
            <li
              key={group.group}
              className="flex items-center justify-between gap-4"
              data-group={group.group}
            >
              <span>{t(`questionnaire:groups.${group.group}`)}</span>
              <span
                className={`rounded-full px-3 py-0.5 text-sm ${
                  group.done ? 'bg-brand-100 text-brand-700' : 'bg-gray-100 text-gray-700'
                }`}
              >
                {status}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-5">
        {resume && next ? (
          <Link to={resume} className={buttonClass('primary')}>
            {started
              ? t('questionnaire:home.continue', { group: t(`questionnaire:groups.${next.group}`) })
              : t('questionnaire:home.start')}
          </Link>
        ) : (
          <p className="flex flex-wrap items-center gap-3">
            {t('questionnaire:home.all_done')}
            <Link to="/onboarding/summary" className="font-semibold text-brand-700 underline">
              {t('questionnaire:home.review')}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
