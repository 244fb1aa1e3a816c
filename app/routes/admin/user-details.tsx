import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { requireAdmin } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { isUserId } from '~/features/admin-users/admin-users';
import { userRecordSections } from '~/features/admin-users/components/record-sections';
import { userChangeAction } from '~/features/admin-users/user-change-action.server';
import { getUserRecords } from '~/features/admin-users/user-records.server';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/user-details';

export const handle: RouteHandle = { titleKey: 'admin-users:records.title', adminPanel: true };

/** Only a non-admin profile has records here; any other id is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  if (!isUserId(params.userId)) throw data(null, { status: 404 });
  const records = await getUserRecords(getDb(), admin, params.userId);
  if (!records) throw data(null, { status: 404 });
  return { records };
}

export const action = userChangeAction;

export default function UserDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-users');
  const { records } = loaderData;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Link to="/admin/users" className="inline-flex items-center gap-1 text-sm text-brand-700 underline">
        <Icon name="arrow-left" className="size-4 rtl:rotate-180" />
        {t('records.back')}
      </Link>
      <h1 className="text-2xl font-bold">
        {t('records.heading', { name: `${records.profile.firstName} ${records.profile.lastName}` })}
      </h1>
      {userRecordSections.map(({ key, Component }) => (
        <Component key={key} records={records} />
      ))}
    </div>
  );
}
