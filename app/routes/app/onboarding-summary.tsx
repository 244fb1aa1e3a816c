import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { listOwnAnswers } from '~/features/questionnaire/answers.server';
import { AnswerSummary } from '~/features/questionnaire/components/answer-summary';
import { placeHref, questionnaireProgress, resumePoint } from '~/features/questionnaire/progress';
import { buttonClass } from '~/ui/button';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/onboarding-summary';

export const handle: RouteHandle = { titleKey: 'questionnaire:page.summary_title' };

export async function loader({ context }: Route.LoaderArgs) {
  const answers = await listOwnAnswers(getDb(), requireActor(context));
  const resume = resumePoint(answers);
  return { answers, groups: questionnaireProgress(answers), resume: resume ? placeHref(resume) : null };
}

export default function OnboardingSummary({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { resume, groups, answers } = loaderData;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-5">
      <h1 className="text-3xl font-bold">{t('questionnaire:page.summary_title')}</h1>
      <p className="text-gray-700">
        {resume ? t('questionnaire:page.summary_lead') : t('questionnaire:page.done_title')}
      </p>
      {resume ? (
        <Link to={resume} className={buttonClass('primary', 'self-start')}>
          {t('questionnaire:home.continue', {
            group: t(`questionnaire:groups.${groups.find((g) => !g.done)?.group ?? 'onboarding'}`),
          })}
        </Link>
      ) : null}
      <AnswerSummary groups={groups} answers={answers} />
    </section>
  );
}
