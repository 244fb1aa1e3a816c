import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { TestStatusBadge } from '~/features/lab-tests/components/test-status-badge';
import { formatTestDate } from '~/features/lab-tests/format';
import { listOwnTests } from '~/features/lab-tests/orders.server';
import { ownTestHref } from '~/features/lab-tests/schema';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/list';

export const handle: RouteHandle = { titleKey: 'lab-tests:manage.title' };

export async function loader({ context }: Route.LoaderArgs) {
  return { tests: await listOwnTests(getDb(), requireActor(context)) };
}

export default function ManageTests({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('lab-tests');
  const { tests } = loaderData;
  return (
    <section className="max-w-3xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('manage.title')}</h1>
        <Link to="/request-new-test" className={buttonClass('primary')}>
          <Icon name="add" className="size-4" />
          {t('manage.request')}
        </Link>
      </div>
      {tests.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-gray-700 shadow-sm">
          {t('manage.nothing_found')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {tests.map((test) => (
            <li key={test.id}>
              <Link
                to={ownTestHref(test.id)}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm hover:ring-2 hover:ring-brand-200"
              >
                <span className="flex items-center gap-3">
                  <Icon name={test.type === 'genome' ? 'dna' : 'chart'} className="size-5 text-brand-700" />
                  <span className="flex flex-col">
                    <span className="font-semibold">
                      {t('card.title', { type: t(`type.${test.type}`), id: test.id })}
                    </span>
                    <time dateTime={test.createdAt} className="text-sm text-gray-600">
                      {formatTestDate(test.createdAt, i18n.language)}
                    </time>
                  </span>
                </span>
                <TestStatusBadge status={test.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
