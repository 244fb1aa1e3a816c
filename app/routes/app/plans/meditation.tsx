import { useTranslation } from 'react-i18next';
import { requireActor } from '~/auth/middleware.server';
import { scheduleChanges } from '~/features/plans/changes';
import { Changes } from '~/features/plans/components/changes';
import { PlanPage } from '~/features/plans/components/plan-page';
import { ScheduleView } from '~/features/plans/components/schedule-view';
import { loadPlanPage, planCommentAction } from '~/features/plans/page.server';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/meditation';

export const handle: RouteHandle = { titleKey: 'plans:meditation.title' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPlanPage(request, requireActor(context), 'meditation');
  const schedule = page.state === 'ready' && page.plan && 'schedule' in page.plan ? page.plan.schedule : [];
  const previous =
    page.state === 'ready' && page.previous && 'schedule' in page.previous ? page.previous.schedule : null;
  return { page, schedule, changes: previous ? scheduleChanges(previous, schedule) : null };
}

export const action = planCommentAction('meditation');

export default function Meditation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, schedule, changes } = loaderData;
  return (
    <PlanPage
      title={t('plans:meditation.title')}
      lead={t('plans:meditation.lead')}
      page={page}
      lastResult={actionData?.result}
      hasPlan={schedule.length > 0}
    >
      <div className="flex flex-col gap-6">
        {changes ? <Changes changes={changes} /> : null}
        <ScheduleView schedule={schedule} />
      </div>
    </PlanPage>
  );
}
