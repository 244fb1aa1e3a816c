import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { requireUser } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { ownActivityToday } from '~/features/activity-tracker/today.server';
import { EventList } from '~/features/events/components/event-list';
import { listOwnEvents } from '~/features/events/events.server';
import { ownFoodDay } from '~/features/food-tracker/day.server';
import { ActivityCards, DosesCard, FoodCard } from '~/features/home/components/today';
import { ownRecentDoses } from '~/features/medicines/medicines.server';
import { nextDoses } from '~/features/medicines/overview';
import { zoneOf } from '~/features/time-zone/time-zone.server';
import { localDate, localTime } from '~/features/time-zone/zoned-time';
import { listOwnAnswers } from '~/features/questionnaire/answers.server';
import { QuestionnaireProgress } from '~/features/questionnaire/components/home-progress';
import { placeHref, questionnaireProgress, resumePoint } from '~/features/questionnaire/progress';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import { appNavigation } from '../layouts/navigation';
import type { Route } from './+types/home';

export const handle: RouteHandle = { titleKey: 'common:nav.home' };

/** ?page=N is the spec's manage-events address; a page that is not a whole number from 1 is a 404. */
function eventPageOf(url: URL): number {
  const page = url.searchParams.get('page');
  if (page === null) return 1;
  if (!/^\d{1,6}$/.test(page) || Number(page) < 1) throw data(null, { status: 404 });
  return Number(page);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context);
  const actor = { id: user.id, type: user.type };
  const page = eventPageOf(new URL(request.url));
  const db = getDb();
  const now = Date.now();
  const { timeZone } = zoneOf(user);
  const today = localDate(now, timeZone);
  const localNow = { date: today, time: localTime(now, timeZone) };
  // One round: every query of the page at once, each scoped to the user.
  const [answers, events, food, activity, { medicines, marks }] = await Promise.all([
    listOwnAnswers(db, actor),
    listOwnEvents(db, actor, { page, now: localNow }),
    ownFoodDay(db, actor, today),
    ownActivityToday(db, actor, today),
    // The navigation's badge reads the same doses in this request (the signed-in layout).
    ownRecentDoses(db, actor, now, context),
  ]);
  const resume = resumePoint(answers);
  return {
    events: { ...events, page, now: localNow },
    food,
    activity,
    doses: nextDoses(medicines, marks, timeZone, now),
    timeZone,
    firstName: user.firstName,
    isAdmin: user.type === 'admin',
    questionnaire: { groups: questionnaireProgress(answers), resume: resume ? placeHref(resume) : null },
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const areas = appNavigation.filter((item) => item.to !== '/home');
  if (loaderData.isAdmin)
    areas.push({ to: '/admin', labelKey: 'common:nav.admin_panel', icon: 'gear', group: 'account' });
  return (
    <div>
      <h1 className="text-3xl font-bold">{t('common:home.greeting', { name: loaderData.firstName })}</h1>
      <section aria-labelledby="today" className="mt-6">
        <h2 id="today" className="mb-3 text-xl font-semibold">
          {t('common:home.today')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FoodCard food={loaderData.food} />
          <ActivityCards activity={loaderData.activity} />
          <DosesCard doses={loaderData.doses} timeZone={loaderData.timeZone} />
        </div>
      </section>
      <EventList {...loaderData.events} />
      <QuestionnaireProgress {...loaderData.questionnaire} />
      <h2 className="mt-8 text-xl font-semibold">{t('common:home.shortcuts')}</h2>
      {/* Two to a row on a phone: the list of areas is long. */}
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {areas.map((area) => (
          <li key={area.to}>
            <Link
              to={area.to}
              className="flex h-full flex-col items-center gap-2 rounded-2xl bg-white p-4 text-center shadow-sm transition-shadow hover:shadow-md sm:flex-row sm:gap-4 sm:p-6 sm:text-start"
            >
              <Icon name={area.icon} className="size-8 shrink-0 text-brand-600" />
              <span className="font-semibold">{t(area.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
