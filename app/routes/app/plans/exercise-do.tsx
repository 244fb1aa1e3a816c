import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { WorkoutPlayer } from '~/features/activity-tracker/components/workout-player';
import { workoutToday } from '~/features/activity-tracker/player.server';
import { ownToday, trackerAction } from '~/features/activity-tracker/route.server';
import { buttonClass } from '~/ui/button';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/exercise-do';

export const handle: RouteHandle = { titleKey: 'activity:player.title' };

export async function loader({ context }: Route.LoaderArgs) {
  const db = getDb();
  const actor = requireActor(context);
  return { workout: await workoutToday(db, actor, ownToday(context)) };
}

/** Each exercise is recorded as it is finished, so leaving midway keeps what was done. */
export const action = trackerAction('physical', { toast: false });

export default function ExerciseDo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('activity');
  const { workout } = loaderData;
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold">{t('player.title')}</h1>
        <p className="mt-1 text-gray-700">{workout.dayName ?? t('player.lead')}</p>
      </header>
      {!workout.hasPlan ? (
        <div data-testid="player-empty" className="flex flex-col items-start gap-3">
          <p>{t('empty.exercise')}</p>
          <Link to="/workout" className={buttonClass('primary')}>
            {t('empty.make_exercise')}
          </Link>
        </div>
      ) : workout.items.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p data-testid="player-rest">{t('today.rest')}</p>
          <Link to="/activity/exercise-tracker" className={buttonClass('secondary')}>
            {t('player.to_tracker')}
          </Link>
        </div>
      ) : (
        <WorkoutPlayer workout={workout} />
      )}
    </section>
  );
}
