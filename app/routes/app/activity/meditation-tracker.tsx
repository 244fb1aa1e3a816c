import { useTranslation } from 'react-i18next';
import { TrackerPage } from '~/features/activity-tracker/components/tracker-page';
import { loadTracker, trackerAction } from '~/features/activity-tracker/route.server';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/meditation-tracker';

export const handle: RouteHandle = { titleKey: 'activity:meditation.title' };

export async function loader({ context }: Route.LoaderArgs) {
  return { overview: await loadTracker(context, 'mental') };
}

export const action = trackerAction('mental', { toast: true });

export default function MeditationTracker({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('activity');
  return (
    <section aria-labelledby="tracker-heading" className="flex flex-col gap-4">
      <h2 id="tracker-heading" className="sr-only">
        {t('meditation.title')}
      </h2>
      <TrackerPage overview={loaderData.overview} />
    </section>
  );
}
