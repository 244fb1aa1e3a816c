import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { requireActor, requireUser } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { ReadingForm } from '~/features/glucose/components/reading-form';
import { TargetForm } from '~/features/glucose/components/target-form';
import { GlucoseChart } from '~/features/glucose/components/glucose-chart';
import { TimeInRangeBar } from '~/features/glucose/components/time-in-range';
import { GlucoseVariability } from '~/features/glucose/components/variability';
import { fromMgDl, roundFor, VIEW_DAYS } from '~/features/glucose/glucose';
import {
  addReading,
  clearOwnTarget,
  deleteOwnReading,
  glucoseOverview,
  setOwnTarget,
} from '~/features/glucose/glucose.server';
import { GLUCOSE_PATH, glucoseAddressSchema, glucoseHref, parseReadingId } from '~/features/glucose/paths';
import {
  measuredInstant,
  readingMgDl,
  readingSchema,
  targetMgDl,
  targetSchema,
} from '~/features/glucose/schema';
import { addDays, daysBounds, localDate, localDateTime } from '~/features/time-zone/zoned-time';
import { zoneOf } from '~/features/time-zone/time-zone.server';
import { formAction } from '~/http/action.server';
import { formatDay, formatWeekdayClock } from '~/i18n/dates';
import { formatNumber, getLocale, isLocaleCode } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/glucose';

export const handle: RouteHandle = { titleKey: 'glucose:title' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const address = glucoseAddressSchema.safeParse({
    view: url.searchParams.get('view') || undefined,
    day: url.searchParams.get('day') || undefined,
  });
  if (!address.success) throw data(null, { status: 404 });
  const { timeZone } = zoneOf(requireUser(context));
  const now = new Date();
  const today = localDate(now.getTime(), timeZone);
  const lastDay = address.data.day ?? today;
  const { view } = address.data;
  const overview = await glucoseOverview(getDb(), requireActor(context), { lastDay, view, timeZone, now });
  const bounds = daysBounds(overview.firstDay, VIEW_DAYS[view], timeZone);
  return {
    ...overview,
    view,
    today,
    timeZone,
    now: localDateTime(now.getTime(), timeZone),
    from: bounds.from.getTime(),
    to: bounds.to.getTime(),
  };
}

const FIELDS = [
  'intent',
  'value',
  'unit',
  'context',
  'measuredAt',
  'timeZone',
  'note',
  'low',
  'high',
  'readingId',
];

/** Four forms on one page, told apart by their intent; each is checked by its own schema. */
export const action = formAction(
  { fields: FIELDS },
  async (form, { context }: Route.ActionArgs) => {
    const actor = requireActor(context);
    const db = getDb();
    const intent = form.get('intent');
    const success = (key: string) => ({ headers: { 'Set-Cookie': toastCookie({ type: 'success', key }) } });
    if (intent === 'add') {
      const submission = parseWithZod(form, { schema: readingSchema });
      if (submission.status !== 'success') {
        return data({ intent, result: submission.reply() }, { status: 400 });
      }
      const { unit, context: situation, note } = submission.value;
      await addReading(db, actor, {
        mgDl: readingMgDl(submission.value),
        unit,
        context: situation,
        measuredAt: measuredInstant(submission.value),
        note: note ?? '',
      });
      return data({ intent, result: submission.reply({ resetForm: true }) }, success('glucose:saved'));
    }
    if (intent === 'target') {
      const submission = parseWithZod(form, { schema: targetSchema });
      if (submission.status !== 'success') {
        return data({ intent, result: submission.reply() }, { status: 400 });
      }
      await setOwnTarget(db, actor, targetMgDl(submission.value));
      return data({ intent, result: submission.reply() }, success('glucose:target.saved'));
    }
    if (intent === 'reset-target') {
      await clearOwnTarget(db, actor);
      return data({ intent, result: null }, success('glucose:target.reset_done'));
    }
    if (intent === 'delete') {
      const id = parseReadingId(form.get('readingId'));
      if (id === null || !(await deleteOwnReading(db, actor, id))) throw data(null, { status: 404 });
      return data({ intent, result: null }, success('glucose:deleted'));
    }
    throw data(null, { status: 400 });
  },
  () => ({ intent: null, result: null }),
);

export default function Glucose({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en');
  const { view, lastDay, firstDay, today, timeZone, readings, target, unit, inRange, variability, gmi } =
    loaderData;

  const show = (mgDl: number) => formatNumber(roundFor(unit, fromMgDl(mgDl, unit)));
  const days = VIEW_DAYS[view];
  const values = readings.map((reading) => reading.mgDl);
  const period =
    view === 'day'
      ? formatDay(lastDay, locale.iso)
      : t('glucose:view.week_title', {
          first: formatDay(firstDay, locale.iso),
          last: formatDay(lastDay, locale.iso),
        });
  const summary = readings.length
    ? t('glucose:chart.summary', {
        count: readings.length,
        first: formatWeekdayClock(new Date(readings[0]!.measuredAt), locale.iso, timeZone),
        last: formatWeekdayClock(new Date(readings.at(-1)!.measuredAt), locale.iso, timeZone),
        min: show(Math.min(...values)),
        max: show(Math.max(...values)),
        low: show(target.low),
        high: show(target.high),
        unit,
      })
    : t('glucose:readings.empty');
  const resultFor = (intent: string) =>
    actionData?.intent === intent ? (actionData.result ?? undefined) : undefined;

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('glucose:title')}</h1>
          <p className="mt-1 text-gray-700">{t('glucose:lead')}</p>
        </div>
        <Link to="/manage-blood-tests" className={buttonClass('secondary')}>
          {t('glucose:blood_tests_link')}
        </Link>
      </header>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="entry-heading" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="entry-heading" className="mb-4 text-lg font-semibold">
            {t('glucose:entry.title')}
          </h2>
          <ReadingForm lastResult={resultFor('add')} now={loaderData.now} unit={unit} timeZone={timeZone} />
        </section>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="tir-heading" className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="tir-heading" className="mb-2 text-lg font-semibold">
              {t('glucose:in_range.title')}
            </h2>
            <TimeInRangeBar
              inRange={inRange}
              target={target}
              unit={unit}
              explain={t('glucose:in_range.explain', {
                low: show(target.low),
                high: show(target.high),
                unit,
                count: inRange?.count ?? 0,
              })}
            />
          </section>
          <section aria-labelledby="variability-heading" className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="variability-heading" className="mb-2 text-lg font-semibold">
              {t('glucose:variability.title')}
            </h2>
            <GlucoseVariability variability={variability} unit={unit} />
          </section>
          <section aria-labelledby="gmi-heading" className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="gmi-heading" className="mb-2 text-lg font-semibold">
              {t('glucose:gmi.title')}
            </h2>
            {gmi.ok ? (
              <>
                <div className="text-3xl font-bold" data-testid="gmi">
                  {t('glucose:gmi.value', { gmi: formatNumber(gmi.gmi, 1) })}
                </div>
                <p className="mt-1 text-sm text-gray-700">
                  {t('glucose:gmi.rests_on', {
                    mean: show(gmi.mean),
                    unit,
                    readings: formatNumber(gmi.readings),
                    days: formatNumber(gmi.days),
                  })}
                </p>
              </>
            ) : (
              <p className="text-sm text-gray-700" data-testid="gmi-refused">
                {t('glucose:gmi.too_few_days', {
                  days: formatNumber(gmi.days),
                  readings: formatNumber(gmi.readings),
                })}
              </p>
            )}
            <p className="mt-2 text-xs text-gray-600">{t('glucose:gmi.note')}</p>
          </section>
        </div>
      </div>

      <section aria-labelledby="period-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="period-heading" className="text-lg font-semibold">
            {period}
          </h2>
          <nav aria-label={t('glucose:view.label')} className="flex flex-wrap items-center gap-2">
            {(['day', 'week'] as const).map((option) => (
              <Link
                key={option}
                to={glucoseHref(option, lastDay)}
                aria-current={option === view ? 'page' : undefined}
                className={buttonClass(option === view ? 'primary' : 'secondary')}
              >
                {t(`glucose:view.${option}`)}
              </Link>
            ))}
            <Link to={glucoseHref(view, addDays(lastDay, -days))} className={buttonClass('ghost')}>
              {t('glucose:view.previous')}
            </Link>
            {lastDay < today ? (
              <Link to={glucoseHref(view, addDays(lastDay, days))} className={buttonClass('ghost')}>
                {t('glucose:view.next')}
              </Link>
            ) : null}
            {lastDay !== today ? (
              <Link to={`${GLUCOSE_PATH}?view=${view}`} className={buttonClass('ghost')}>
                {t('glucose:view.today')}
              </Link>
            ) : null}
          </nav>
        </div>
        <GlucoseChart
          readings={readings}
          from={loaderData.from}
          to={loaderData.to}
          unit={unit}
          target={target}
          timeZone={timeZone}
          week={view === 'week'}
          summary={summary}
        />
        {readings.length ? (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('glucose:readings.title')}</caption>
              <thead>
                <tr className="border-b border-gray-200 text-gray-600">
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('glucose:readings.time')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('glucose:readings.value')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('glucose:readings.context')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('glucose:readings.note')}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t('glucose:readings.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {readings.map((reading) => {
                  const time = formatWeekdayClock(new Date(reading.measuredAt), locale.iso, timeZone);
                  return (
                    <tr key={reading.id} className="border-b border-gray-100 last:border-0">
                      <td className="py-2 pe-3">{time}</td>
                      <td className="py-2 pe-3">
                        <bdi dir="ltr">
                          {show(reading.mgDl)} {unit}
                        </bdi>
                      </td>
                      <td className="py-2 pe-3">{t(`glucose:context.${reading.context}`)}</td>
                      <td className="py-2 pe-3">{reading.note}</td>
                      <td className="py-2">
                        <Form method="post">
                          <input type="hidden" name="intent" value="delete" />
                          <input type="hidden" name="readingId" value={reading.id} />
                          <button type="submit" className="text-red-700 underline">
                            {t('glucose:delete', { time })}
                          </button>
                        </Form>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="target-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="target-heading" className="mb-2 text-lg font-semibold">
          {t('glucose:target.title')}
        </h2>
        <TargetForm lastResult={resultFor('target')} target={target} unit={unit} />
      </section>
    </section>
  );
}
