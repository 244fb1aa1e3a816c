import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { requireActor, requireUser } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { trackerAction, trackerFailure, TRACKER_FIELDS } from '~/features/food-tracker/actions.server';
import { DayNav, DayParts, DayTotals } from '~/features/food-tracker/components/day-view';
import { EntryForm } from '~/features/food-tracker/components/entry-form';
import { FoodFinder } from '~/features/food-tracker/components/food-finder';
import { PlanFoods } from '~/features/food-tracker/components/plan-foods';
import { WeekChart } from '~/features/food-tracker/components/week-chart';
import { trackerPage } from '~/features/food-tracker/page.server';
import { trackerAddressSchema } from '~/features/food-tracker/schema';
import { addDays, localDate } from '~/features/time-zone/zoned-time';
import { zoneOf } from '~/features/time-zone/time-zone.server';
import { formAction } from '~/http/action.server';
import { detectLocale } from '~/i18n/detect.server';
import { formatDay } from '~/i18n/dates';
import { getLocale, isLocaleCode } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/diet-tracker';

export const handle: RouteHandle = { titleKey: 'food-tracker:title' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const address = trackerAddressSchema.safeParse({
    day: url.searchParams.get('day') || undefined,
    q: url.searchParams.get('q') || undefined,
    food: url.searchParams.get('food') || undefined,
  });
  if (!address.success) throw data(null, { status: 404 });
  const db = getDb();
  const actor = requireActor(context);
  const { timeZone } = zoneOf(requireUser(context));
  const now = Date.now();
  // Foods may be logged up to a day ahead; a later day is not a page.
  if (address.data.day && address.data.day > addDays(localDate(now, timeZone), 1)) {
    throw data(null, { status: 404 });
  }
  const page = await trackerPage(db, actor, {
    address: address.data,
    locale: detectLocale(request).code,
    timeZone,
    now,
  });
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const action = formAction(
  { fields: TRACKER_FIELDS },
  async (form, { request, context }: Route.ActionArgs) => {
    const db = getDb();
    const actor = requireActor(context);
    const { timeZone } = zoneOf(requireUser(context));
    return trackerAction(form, {
      db,
      actor,
      locale: detectLocale(request).code,
      today: localDate(Date.now(), timeZone),
    });
  },
  trackerFailure,
);

export default function DietTracker({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('food-tracker');
  const locale = getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en');
  const page = loaderData;
  const resultFor = (intent: string) =>
    actionData?.intent === intent ? (actionData.result ?? undefined) : undefined;
  const planErrors = resultFor('plan')?.error;
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-gray-700">{t('lead')}</p>
        </div>
        <Link to="/diet" className={buttonClass('secondary')}>
          {t('plan_link')}
        </Link>
      </header>

      <section
        aria-labelledby="day-heading"
        className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="day-heading" className="text-lg font-semibold">
            {t('totals.title')}: {formatDay(page.day, locale.iso)}
          </h2>
          <DayNav day={page.day} today={page.today} />
        </div>
        <DayTotals totals={page.totals} targets={page.targets} />
        <DayParts parts={page.parts} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <PlanFoods
            plan={page.plan}
            day={page.day}
            today={page.today}
            nowTime={page.nowTime}
            errors={planErrors ? Object.values(planErrors).flatMap((messages) => messages ?? []) : undefined}
          />
          {page.chosen ? (
            <EntryForm
              key={page.chosen.foodId}
              food={page.chosen}
              day={page.day}
              today={page.today}
              nowTime={page.nowTime}
              lastResult={resultFor('add')}
            />
          ) : null}
        </div>
        <FoodFinder
          day={page.day}
          today={page.today}
          query={page.query}
          results={page.results}
          recent={page.recent}
          own={page.own}
          ownResult={resultFor('own')}
        />
      </div>

      <section aria-labelledby="week-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="week-heading" className="mb-4 text-lg font-semibold">
          {t('chart.title')}
        </h2>
        <WeekChart days={page.week} targets={page.targets} />
      </section>
    </section>
  );
}
