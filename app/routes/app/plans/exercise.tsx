import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { scheduleIndexOfDate } from '~/features/activity-tracker/days';
import { ownToday } from '~/features/activity-tracker/route.server';
import { PlanPage } from '~/features/plans/components/plan-page';
import { ScheduleView } from '~/features/plans/components/schedule-view';
import { loadPlanPage } from '~/features/plans/page.server';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/exercise';

export const handle: RouteHandle = { titleKey: 'plans:exercise.title' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const date = ownToday(context);
  const page = await loadPlanPage(request, actor, 'workout');
  const schedule = page.state === 'ready' && page.plan && 'schedule' in page.plan ? page.plan.schedule : [];
  // Today where the user lives, as the workout player and the tracker read it.
  const index = scheduleIndexOfDate(date);
  const today = schedule[index] ?? null;
  return { page: page.state === 'ready' ? { ...page, plan: null } : page, today, index };
}

/** Today's workout from the plan, with the button that starts it. */
export default function Exercise({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, today, index } = loaderData;
  return (
    <PlanPage
      title={t('plans:exercise.title')}
      lead={t('plans:exercise.lead')}
      page={page}
      lastResult={undefined}
      hasPlan={today !== null}
    >
      {today ? (
        <div className="flex flex-col gap-4">
          <ScheduleView schedule={[today]} today={0} key={index} />
          {today.exercises.length > 0 ? (
            <Link to="/exercise-do" className={buttonClass('primary', 'self-start text-base')}>
              <Icon name="running" className="size-5" />
              {t('plans:exercise.start')}
            </Link>
          ) : (
            <Link to="/workout" className={buttonClass('secondary', 'self-start')}>
              {t('plans:exercise.week')}
            </Link>
          )}
        </div>
      ) : null}
    </PlanPage>
  );
}
