import { useTranslation } from 'react-i18next';
import { FilterChips, ListSearch } from '~/ui/list-filters';
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
      <ListSearch
        action="/admin/users"
        id="user-search"
        searchText={query.searchText}
        maxLength={ADMIN_USERS_SEARCH_MAX_LENGTH}
        keep={{ type: query.type }}
        strings={{
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          submit: t('search.submit'),
        }}
      />
      <FilterChips
        label={t('filter.label')}
        chips={(['', ...MANAGED_TYPES] as const).map((type) => ({
          key: type || 'all',
          to: adminUsersHref(1, { searchText: query.searchText, type }),
          text: type ? t(`admin:profile_type.${type}`) : t('filter.all'),
          current: type === query.type,
        }))}
      />
    </div>
  );
}
