import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { listPage, readListAddress } from '~/http/list-address';
import { requireAdmin } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import {
  ADMIN_USERS_SEARCH_MAX_LENGTH,
  adminUsersHref,
  MANAGED_TYPES,
  type AdminUsersQuery,
} from '~/features/admin-users/admin-users';
import { searchUsers } from '~/features/admin-users/admin-users.server';
import { UserCard } from '~/features/admin-users/components/user-card';
import { UsersFilters } from '~/features/admin-users/components/users-filters';
import { userChangeAction } from '~/features/admin-users/user-change-action.server';
import { formatNumber } from '~/i18n/locales';
import { errorForLog, logger } from '~/logger.server';
import { PagedResults } from '~/ui/paged-results';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/users';

export const handle: RouteHandle = { titleKey: 'admin:menu.users', adminPanel: true };

/** A page below 1, an over-long search or a type outside user and expert is a page that does not exist. */
const addressSchema = z.object({
  page: listPage,
  searchText: z.string().max(ADMIN_USERS_SEARCH_MAX_LENGTH).default(''),
  type: z.union([z.literal(''), z.enum(MANAGED_TYPES)]).default(''),
});

function readAddress(params: { page?: string }, url: URL): { page: number; query: AdminUsersQuery } {
  const { page, searchText, type } = readListAddress(addressSchema, params.page, url);
  return { page, query: { searchText: searchText.trim(), type } };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const { page, query } = readAddress(params, new URL(request.url));
  try {
    const list = await searchUsers(getDb(), admin, { page, ...query });
    return { page, query, list: { ok: true as const, ...list } };
  } catch (error) {
    logger.error(errorForLog(error), 'admin users failed to load');
    return { page, query, list: { ok: false as const } };
  }
}

export const action = userChangeAction;

export default function Users({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-users');
  const { page, query, list } = loaderData;

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('admin:menu.users')}</h1>
      <UsersFilters query={query} />
      <PagedResults
        list={list}
        items={list.ok ? list.users : []}
        page={page}
        hrefFor={(n) => adminUsersHref(n, query)}
        keyOf={(user) => user.id}
        renderItem={(user) => <UserCard user={user} />}
        strings={{
          found: list.ok ? t('found', { count: formatNumber(list.total) }) : '',
          nothingFound: t('nothing_found'),
          firstPage: t('first_page'),
          loadFailed: t('load_failed'),
        }}
      />
    </section>
  );
}
