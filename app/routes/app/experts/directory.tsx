import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { ExpertCard } from '~/features/experts/components/expert-card';
import { ExpertSearchForm } from '~/features/experts/components/expert-search-form';
import { listExperts } from '~/features/experts/experts.server';
import { directoryHref, directoryQuerySchema } from '~/features/experts/schema';
import { formatNumber } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import { Pagination } from '~/ui/pagination';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/directory';

export const handle: RouteHandle = { titleKey: 'experts:title' };

/** /experts lists every expert; /experts/search the ones matching name, specialty and language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const url = new URL(request.url);
  const given = (name: string) => url.searchParams.get(name) || undefined;
  const parsed = directoryQuerySchema.safeParse({
    name: given('name'),
    specialty: given('specialty'),
    language: given('language'),
    page: given('page'),
  });
  if (!parsed.success) throw data(null, { status: 404 });
  const { page, ...rest } = parsed.data;
  const query = { name: rest.name.trim(), specialty: rest.specialty.trim(), language: rest.language };
  const list = await listExperts(getDb(), actor, { page, ...query });
  return { page, query, list, isExpert: actor.type === 'expert' };
}

export default function Directory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('experts');
  const { page, query, list, isExpert } = loaderData;
  const searching = Boolean(query.name || query.specialty || query.language);
  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        {isExpert ? (
          <Link to="/experts/edit-profile" className={buttonClass('secondary')}>
            {t('edit.open')}
          </Link>
        ) : null}
      </div>
      <p className="text-slate-700">{t('intro')}</p>
      <ExpertSearchForm query={query} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('found', { count: formatNumber(list.total) })}
      </p>
      {list.experts.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.experts.map((expert) => (
            <li key={expert.id}>
              <ExpertCard expert={expert} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-white p-8 text-center shadow-sm">
          <p className="text-slate-600">{t('nothing_found')}</p>
          {searching || page > 1 ? (
            <Link to="/experts" className="text-brand-700 underline">
              {t('show_all')}
            </Link>
          ) : null}
        </div>
      )}
      {list.pageCount > 1 && page <= list.pageCount ? (
        <Pagination current={page} total={list.pageCount} hrefFor={(n) => directoryHref(n, query)} />
      ) : null}
    </section>
  );
}
