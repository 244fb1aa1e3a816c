import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '~/ui/icon';

/** The frame of an admin's correction of a user's record: the way back, the title, the user's own form. */
export function CorrectRecordPage({
  userId,
  title,
  children,
}: {
  userId: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-users');
  return (
    <section className="flex max-w-4xl flex-col gap-4">
      <Link
        to={`/admin/users/${userId}`}
        className="inline-flex items-center gap-1 text-sm text-brand-700 underline"
      >
        <Icon name="arrow-left" className="size-4 rtl:rotate-180" />
        {t('records.back_to_records')}
      </Link>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-slate-700">{t('records.correct_lead')}</p>
      {children}
    </section>
  );
}
