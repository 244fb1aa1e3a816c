import { useTranslation } from 'react-i18next';
import { FilterChips, ListSearch } from '~/ui/list-filters';
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
      <ListSearch
        action="/admin/shop-orders"
        id="order-search"
        searchText={query.searchText}
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        keep={{ status: query.status }}
        strings={{
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          submit: t('search.submit'),
        }}
      />
      <FilterChips
        label={t('filter.label')}
        chips={ADMIN_ORDER_STATUSES.map((status) => ({
          key: status,
          to: adminOrdersHref(1, { searchText: query.searchText, status }),
          text: t(`shop:status.${status}`),
          current: status === query.status,
        }))}
      />
    </div>
  );
}
