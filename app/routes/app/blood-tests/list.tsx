import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { deleteOwnBloodTest, listOwnBloodTests } from '~/features/blood-tests/blood-tests.server';
import { BloodTestCard } from '~/features/blood-tests/components/blood-test-card';
import { MarkerHistoryChart } from '~/features/blood-tests/components/marker-history-chart';
import {
  isMarkerId,
  MARKER_IDS,
  MARKERS,
  publishedRange,
  type MarkerId,
} from '~/features/blood-tests/markers';
import { parseTestId } from '~/features/blood-tests/paths';
import { formAction } from '~/http/action.server';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/list';

export const handle: RouteHandle = { titleKey: 'blood-tests:title' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { tests, sex } = await listOwnBloodTests(getDb(), requireActor(context));
  const measured = MARKER_IDS.filter((id) =>
    tests.some((test) => test.results.some((r) => r.markerId === id)),
  );
  const asked = new URL(request.url).searchParams.get('marker') ?? '';
  const marker: MarkerId | null =
    isMarkerId(asked) && measured.includes(asked) ? asked : (measured[0] ?? null);
  // Oldest first, in the canonical unit, so tests entered in mg/dL and mmol/L sit on one line.
  const history = marker
    ? tests
        .flatMap((test) =>
          test.results
            .filter((result) => result.markerId === marker)
            .map((result) => ({ day: test.takenOn, value: result.canonicalValue })),
        )
        .reverse()
    : [];
  return {
    tests,
    sex,
    measured,
    marker,
    history,
    range: marker ? publishedRange(MARKERS[marker], sex) : null,
  };
}

/** Delete: only the owner's test; another user's id and a missing one are the same 404. */
export const action = formAction(
  { fields: ['testId'] },
  async (form, { context }: Route.ActionArgs) => {
    const id = parseTestId(form.get('testId'));
    if (id === null) throw data(null, { status: 404 });
    const deleted = await deleteOwnBloodTest(getDb(), requireActor(context), id);
    if (!deleted) throw data(null, { status: 404 });
    const toast = toastCookie({ type: 'success', key: 'blood-tests:deleted' });
    return data({ ok: true }, { headers: { 'Set-Cookie': toast } });
  },
  () => ({ ok: false }),
);

export default function BloodTests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tests, sex, measured, marker, history, range } = loaderData;
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('blood-tests:title')}</h1>
          <p className="mt-1 text-gray-700">{t('blood-tests:lead')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/glucose" className={buttonClass('secondary')}>
            <Icon name="chart" className="size-4" />
            {t('blood-tests:glucose_link')}
          </Link>
          <Link to="/manage-blood-tests/add" className={buttonClass('primary')}>
            <Icon name="add" className="size-4" />
            {t('blood-tests:add')}
          </Link>
        </div>
      </header>
      <p className="rounded-xl bg-brand-50 p-4 text-sm text-gray-800">
        {t(`blood-tests:sex_note.${sex ?? 'unknown'}`)}
      </p>
      {tests.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-gray-700 shadow-sm">
          {t('blood-tests:nothing_found')}
        </p>
      ) : (
        <>
          {marker && range ? (
            <section aria-labelledby="history-heading" className="rounded-2xl bg-white p-5 shadow-sm">
              <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
                <h2 id="history-heading" className="text-lg font-semibold">
                  {t('blood-tests:history.title')}
                </h2>
                <Form method="get" className="flex items-end gap-2">
                  <div className="flex flex-col gap-1">
                    <label htmlFor="history-marker" className="text-sm font-medium">
                      {t('blood-tests:history.choose')}
                    </label>
                    <select
                      id="history-marker"
                      name="marker"
                      defaultValue={marker}
                      key={marker}
                      className="rounded-lg border border-gray-300 bg-white px-3 py-2"
                    >
                      {measured.map((id) => (
                        <option key={id} value={id}>
                          {t(`blood-tests:markers.${id}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className={buttonClass('secondary')}>
                    {t('blood-tests:history.show')}
                  </button>
                </Form>
              </div>
              <MarkerHistoryChart markerId={marker} points={history} range={range} />
            </section>
          ) : null}
          <ol className="flex flex-col gap-4">
            {tests.map((test) => (
              <li key={test.id}>
                <BloodTestCard test={test} />
              </li>
            ))}
          </ol>
        </>
      )}
      <details className="rounded-2xl bg-white p-5 text-sm shadow-sm">
        <summary className="cursor-pointer font-semibold">{t('blood-tests:sources_title')}</summary>
        <dl className="mt-3 grid gap-2">
          {MARKER_IDS.map((id) => (
            <div key={id}>
              <dt className="font-medium">{t(`blood-tests:markers.${id}`)}</dt>
              <dd className="text-gray-700" dir="ltr">
                {MARKERS[id].source}
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
