import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireUser } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { listOwnAnswers } from '~/features/questionnaire/answers.server';
import { QuestionnaireProgress } from '~/features/questionnaire/components/home-progress';
import { placeHref, questionnaireProgress, resumePoint } from '~/features/questionnaire/progress';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import { appNavigation } from '../layouts/navigation';
import type { Route } from './+types/home';

export const handle: RouteHandle = { titleKey: 'common:nav.home' };

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const answers = await listOwnAnswers(getDb(), { id: user.id, type: user.type });
  const resume = resumePoint(answers);
  return {
    firstName: user.firstName,
    isAdmin: user.type === 'admin',
    questionnaire: { groups: questionnaireProgress(answers), resume: resume ? placeHref(resume) : null },
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const areas = appNavigation.filter((item) => item.to !== '/home');
  if (loaderData.isAdmin) areas.push({ to: '/admin', labelKey: 'common:nav.admin_panel', icon: 'gear' });
  return (
    <div>
      <h1 className="text-3xl font-bold">{t('common:home.greeting', { name: loaderData.firstName })}</h1>
      <p className="mt-2 text-gray-700">{t('common:home.lead')}</p>
      <QuestionnaireProgress {...loaderData.questionnaire} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map((area) => (
          <li key={area.to}>
            <Link
              to={area.to}
              className="flex items-center gap-4 rounded-2xl bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <Icon name={area.icon} className="size-8 text-brand-600" />
              <span className="font-semibold">{t(area.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
