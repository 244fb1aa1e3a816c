import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatOrderDate } from '~/features/shop/format';
import { buttonClass } from '~/ui/button';
import type { AdminUserRow } from '../admin-users.server';
import { ChangeChoiceDialog } from './user-dialogs';

const statusStyle: Record<AdminUserRow['status'], string> = {
  enable: 'bg-emerald-50 text-emerald-800',
  disable: 'bg-amber-50 text-amber-900',
  block: 'bg-red-50 text-red-800',
};

/** One user in the admin's list: who they are, their type and status, and what the admin can do. */
export function UserCard({ user }: { user: AdminUserRow }) {
  const { t, i18n } = useTranslation('admin-users');
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <article
      className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm"
      aria-labelledby={`user-${user.id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`user-${user.id}`} className="text-lg font-semibold">
          {name}
        </h2>
        <p className="text-sm text-slate-600">
          {t('joined')}{' '}
          <time dateTime={user.createdAt}>{formatOrderDate(user.createdAt, i18n.language)}</time>
        </p>
      </div>
      <p className="text-sm text-slate-700">
        <span dir="ltr" className="wrap-anywhere">
          {user.email}
        </span>
      </p>
      <p className="flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
          {t('type_label')}: {t(`admin:profile_type.${user.type}`)}
        </span>
        <span className={`rounded-full px-2.5 py-0.5 ${statusStyle[user.status]}`}>
          {t('status_label')}: {t(`admin:profile_status.${user.status}`)}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/admin/users/${user.id}`}
          className={buttonClass('secondary', 'py-1.5')}
          aria-label={t('records.open_for', { name })}
        >
          {t('records.open')}
        </Link>
        <ChangeChoiceDialog person={user} field="type" />
        <ChangeChoiceDialog person={user} field="status" />
      </div>
    </article>
  );
}
