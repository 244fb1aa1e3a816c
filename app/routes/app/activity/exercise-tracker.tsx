import { useTranslation } from 'react-i18next';
import { TrackerPage } from '~/features/activity-tracker/components/tracker-page';
import { loadTracker, trackerAction } from '~/features/activity-tracker/route.server';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/exercise-tracker';

export const handle: RouteHandle = { titleKey: 'activity:exercise.title' };

export async function loader({ context }: Route.LoaderArgs) {
  return { overview: await loadTracker(context, 'physical') };
}

export const action = trackerAction('physical', { toast: true });

export default function ExerciseTracker({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('activity');
  return (
    <section aria-labelledby="tracker-heading" className="flex flex-col gap-4">
      <h2 id="tracker-heading" className="sr-only">
        {t('exercise.title')}
      </h2>
      <TrackerPage overview={loaderData.overview} />
    </section>
  );
}
