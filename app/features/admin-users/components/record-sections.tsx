import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatMoney } from '~/features/shop/format';
import { BloodTestsSection, EventsSection, MedicinesSection } from './health-record-sections';
import { Empty, Section, When, type SectionProps } from './record-parts';
import { ChangeChoiceDialog, CorrectNameDialog } from './user-dialogs';

function ProfileSection({ records: { profile } }: SectionProps) {
  const { t } = useTranslation('admin-users');
  const rows: Array<[string, ReactNode]> = [
    [t('auth:fields.first_name'), profile.firstName],
    [t('auth:fields.last_name'), profile.lastName],
    [
      t('auth:fields.email'),
      <span dir="ltr" className="wrap-anywhere">
        {profile.email}
      </span>,
    ],
    [t('type_label'), t(`admin:profile_type.${profile.type}`)],
    [t('status_label'), t(`admin:profile_status.${profile.status}`)],
    [t('joined'), <When at={profile.createdAt} />],
  ];
  return (
    <Section id="records-profile" title={t('records.profile')}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <CorrectNameDialog person={profile} />
        <ChangeChoiceDialog person={profile} field="type" />
        <ChangeChoiceDialog person={profile} field="status" />
      </div>
    </Section>
  );
}

function TestRequestsSection({ records }: SectionProps) {
  const { t } = useTranslation('admin-users');
  return (
    <Section id="records-test-requests" title={t('records.test_requests')}>
      {records.testRequests.length ? (
        <ul className="divide-y divide-slate-100">
          {records.testRequests.map((request) => (
            <li key={request.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="font-medium">
                {t('records.test_request', { id: request.id })} · {t(`admin:test_type.${request.type}`)}
              </span>
              <span>{t(`admin:test_status.${request.status}`)}</span>
              <When at={request.createdAt} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t('records.no_test_requests')}</Empty>
      )}
    </Section>
  );
}

function ShopOrdersSection({ records }: SectionProps) {
  const { t } = useTranslation('admin-users');
  return (
    <Section id="records-shop-orders" title={t('records.shop_orders')}>
      {records.shopOrders.length ? (
        <ul className="divide-y divide-slate-100">
          {records.shopOrders.map((order) => (
            <li key={order.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="font-medium">{t('records.shop_order', { id: order.id })}</span>
              <span>{t(`shop:status.${order.status}`)}</span>
              <span dir="ltr">{formatMoney(order.total)}</span>
              <When at={order.createdAt} />
              {order.status === 'canceled' ? null : (
                <Link
                  to={`/admin/shop-orders?${new URLSearchParams({ searchText: String(order.id), status: order.status })}`}
                  className="text-brand-700 underline"
                >
                  {t('records.manage_order', { id: order.id })}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t('records.no_shop_orders')}</Empty>
      )}
    </Section>
  );
}

/** A recorded value in words: a status or type by its name, a name as written, details by a word. */
function auditValue(action: string, value: unknown, t: TFunction): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'object') {
    // A stored object's keys come back in jsonb's order, not the order they were written in.
    const { firstName, lastName } = value as Record<string, unknown>;
    if (typeof firstName === 'string' && typeof lastName === 'string') return `${firstName} ${lastName}`;
    return t('admin-users:audit.details_value');
  }
  const text = String(value);
  const key = {
    'profile.type': `admin:profile_type.${text}`,
    'profile.status': `admin:profile_status.${text}`,
    'shop_order.status': `shop:status.${text}`,
    'test_order.status': `admin:test_status.${text}`,
  }[action];
  return key ? t(key, { defaultValue: text }) : text;
}

function AuditSection({ records }: SectionProps) {
  const { t } = useTranslation('admin-users');
  return (
    <Section id="records-audit" title={t('records.audit')}>
      {records.audit.length ? (
        <table className="w-full text-start text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 text-start font-medium">
                {t('audit.when')}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('audit.who')}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('audit.what')}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('audit.before')}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('audit.after')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {records.audit.map((entry) => (
              <tr key={entry.id}>
                <td className="py-2">
                  <When at={entry.createdAt} />
                </td>
                <td className="py-2">
                  {entry.actor
                    ? `${entry.actor.firstName} ${entry.actor.lastName}`
                    : t('audit.removed_admin')}
                </td>
                <td className="py-2">
                  {t(`audit.actions.${entry.action.replace('.', '_')}`, {
                    id: entry.targetId,
                    defaultValue: entry.action,
                  })}
                </td>
                <td className="py-2">{auditValue(entry.action, entry.details.from, t)}</td>
                <td className="py-2">{auditValue(entry.action, entry.details.to, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Empty>{t('records.no_audit')}</Empty>
      )}
    </Section>
  );
}

/** The sections of a user's records, in the order shown. */
export const userRecordSections: Array<{ key: string; Component: ComponentType<SectionProps> }> = [
  { key: 'profile', Component: ProfileSection },
  { key: 'test-requests', Component: TestRequestsSection },
  { key: 'shop-orders', Component: ShopOrdersSection },
  { key: 'events', Component: EventsSection },
  { key: 'medicines', Component: MedicinesSection },
  { key: 'blood-tests', Component: BloodTestsSection },
  { key: 'audit', Component: AuditSection },
];
