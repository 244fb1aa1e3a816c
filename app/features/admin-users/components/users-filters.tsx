import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import {
  ADMIN_USERS_SEARCH_MAX_LENGTH,
  adminUsersHref,
  MANAGED_TYPES,
  type AdminUsersQuery,
} from '../admin-users';

/** Search box and type chips; both lead to page 1 and keep the other value. */
export function UsersFilters({ query }: { query: AdminUsersQuery }) {
  const { t } = useTranslation('admin-users');
  return (
    <div className="flex flex-col gap-4">
      <Form method="get" action="/admin/users" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="user-search" className="sr-only">
          {t('search.label')}
        </label>
        <div className="relative flex-1">
          <Icon
            name="search"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            key={query.searchText}
            id="user-search"
            type="search"
            name="searchText"
            defaultValue={query.searchText}
            maxLength={ADMIN_USERS_SEARCH_MAX_LENGTH}
            placeholder={t('search.placeholder')}
            className="w-full rounded-lg border border-slate-300 bg-white py-2 ps-9 pe-3 text-start"
          />
        </div>
        {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
        <button type="submit" className={buttonClass('primary')}>
          {t('search.submit')}
        </button>
      </Form>
      <nav aria-label={t('filter.label')}>
        <ul className="flex flex-wrap gap-2">
          {(['', ...MANAGED_TYPES] as const).map((type) => {
            const current = type === query.type;
            return (
              <li key={type || 'all'}>
                <Link
                  to={adminUsersHref(1, { searchText: query.searchText, type })}
                  aria-current={current ? 'true' : undefined}
                  className={`inline-flex rounded-full border px-3 py-1 text-sm font-medium transition-colors ${
                    current
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
                  }`}
                >
                  {type ? t(`admin:profile_type.${type}`) : t('filter.all')}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
