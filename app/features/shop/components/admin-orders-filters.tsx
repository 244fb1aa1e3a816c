import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import {
  ADMIN_ORDER_STATUSES,
  ADMIN_SEARCH_MAX_LENGTH,
  adminOrdersHref,
  type AdminOrdersQuery,
} from '../admin-orders';

/** Search box and status chips; both lead to page 1 and keep the other value. */
export function AdminOrdersFilters({ query }: { query: AdminOrdersQuery }) {
  const { t } = useTranslation('shop-admin');
  return (
    <div className="flex flex-col gap-4">
      <Form method="get" action="/admin/shop-orders" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="order-search" className="sr-only">
          {t('search.label')}
        </label>
        <div className="relative flex-1">
          <Icon
            name="search"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            // A new search text from a link or the back button resets the box.
            key={query.searchText}
            id="order-search"
            type="search"
            name="searchText"
            defaultValue={query.searchText}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            placeholder={t('search.placeholder')}
            className="w-full rounded-lg border border-slate-300 bg-white py-2 ps-9 pe-3 text-start"
          />
        </div>
        <input type="hidden" name="status" value={query.status} />
        <button type="submit" className={buttonClass('primary')}>
          {t('search.submit')}
        </button>
      </Form>
      <nav aria-label={t('filter.label')}>
        <ul className="flex flex-wrap gap-2">
          {ADMIN_ORDER_STATUSES.map((status) => {
            const current = status === query.status;
            return (
              <li key={status}>
                <Link
                  to={adminOrdersHref(1, { searchText: query.searchText, status })}
                  aria-current={current ? 'true' : undefined}
                  className={`inline-flex rounded-full border px-3 py-1 text-sm font-medium transition-colors ${
                    current
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
                  }`}
                >
                  {t(`shop:status.${status}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
