import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { TestResults } from '~/features/lab-tests/components/test-results';
import { TestStatusBadge } from '~/features/lab-tests/components/test-status-badge';
import { formatTestDate } from '~/features/lab-tests/format';
import { getOwnTest } from '~/features/lab-tests/orders.server';
import { resultsOf } from '~/features/lab-tests/results.server';
import { parseTestOrderId } from '~/features/lab-tests/schema';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/details';

export const handle: RouteHandle = { titleKey: 'lab-tests:details.title' };

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseTestOrderId(params.orderId);
  // Someone else's request and no request at all look the same.
  const test = id === null ? null : await getOwnTest(getDb(), requireActor(context), id);
  if (!test) throw data(null, { status: 404 });
  const {
    candidateVariants: _variants,
    taxonomicLevels: _levels,
    description: _description,
    ...summary
  } = test;
  // Results are the user's to read once the lab has finished.
  return { test: summary, results: test.status === 'done' ? resultsOf(test) : null };
}

export default function TestDetails({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('lab-tests');
  const { test, results } = loaderData;
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <Link to="/manage-tests" className="text-sm text-brand-700 underline">
        {t('details.back')}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">
          {t('card.title', { type: t(`type.${test.type}`), id: test.id })}
        </h1>
        <TestStatusBadge status={test.status} />
      </header>
      <dl className="grid gap-x-6 gap-y-2 rounded-2xl bg-white p-5 text-sm shadow-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-gray-600">{t('card.requested')}</dt>
        <dd>
          <time dateTime={test.createdAt}>{formatTestDate(test.createdAt, i18n.language)}</time>
        </dd>
        <dt className="font-medium text-gray-600">{t('card.address')}</dt>
        <dd className="break-words">
          <bdi>{test.address}</bdi>
        </dd>
        {test.note ? (
          <>
            <dt className="font-medium text-gray-600">{t('card.note')}</dt>
            <dd className="break-words whitespace-pre-line">
              <bdi>{test.note}</bdi>
            </dd>
          </>
        ) : null}
        {test.finishedAt ? (
          <>
            <dt className="font-medium text-gray-600">{t('card.finished')}</dt>
            <dd>
              <time dateTime={test.finishedAt}>{formatTestDate(test.finishedAt, i18n.language)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="results-heading" className="rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="results-heading" className="mb-4 text-xl font-semibold">
          {t('results.title')}
        </h2>
        {results ? (
          <TestResults results={results} />
        ) : (
          <p className="text-gray-700">{t(`details.waiting.${test.status}`)}</p>
        )}
      </section>
    </section>
  );
}
