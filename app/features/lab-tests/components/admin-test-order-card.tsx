import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '~/ui/icon';
import type { IconName } from '~/ui/icon-names';
import type { AdminTestOrder, TestOrderAuditEntry } from '../admin-orders.server';
import { formatTestDate } from '../format';
import type { TestResultsView } from '../types';
import { AdminTestDetailsDialog } from './admin-details-dialog';
import { AdminGenomeEditDialog } from './admin-genome-edit-dialog';
import { AdminMetagenomeEditDialog } from './admin-metagenome-edit-dialog';
import { AdminTestStatusDialog } from './admin-status-dialog';
import { TestStatusBadge } from './test-status-badge';

/** One test request in admin mode: the user who asked, and change status, show details, edit details. */
export function AdminTestOrderCard({
  order,
  results,
  audit,
}: {
  order: AdminTestOrder;
  results: TestResultsView;
  audit: TestOrderAuditEntry[];
}) {
  const { t, i18n } = useTranslation('lab-tests');
  const headingId = `test-order-${order.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="test-order-card"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Icon name={order.type === 'genome' ? 'dna' : 'chart'} className="size-5 text-brand-700" />
          <h2 id={headingId} className="text-lg font-semibold">
            {t('card.title', { type: t(`type.${order.type}`), id: order.id })}
          </h2>
          <TestStatusBadge status={order.status} />
        </div>
        <div className="flex flex-wrap gap-2">
          <AdminTestStatusDialog orderId={order.id} status={order.status} />
          <AdminTestDetailsDialog order={order} results={results} audit={audit} />
          {order.type === 'genome' ? (
            <AdminGenomeEditDialog
              orderId={order.id}
              description={order.description}
              candidateVariants={order.candidateVariants}
            />
          ) : (
            <AdminMetagenomeEditDialog orderId={order.id} levels={order.taxonomicLevels} />
          )}
        </div>
      </header>
      <p className="mt-1 text-sm text-slate-600">
        <time dateTime={order.createdAt}>{formatTestDate(order.createdAt, i18n.language)}</time>
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <CardDetail icon="person" label={t('card.user')}>
          <bdi>
            {order.user.firstName} {order.user.lastName}
          </bdi>
        </CardDetail>
        <CardDetail icon="email" label={t('card.email')}>
          <span dir="ltr" className="wrap-anywhere">
            {order.user.email}
          </span>
        </CardDetail>
        <CardDetail icon="location" label={t('card.address')}>
          <bdi>{order.address}</bdi>
        </CardDetail>
      </dl>
    </article>
  );
}

function CardDetail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 items-start gap-2 break-words">
        <Icon name={icon} className="mt-0.5 size-4 text-gray-500" />
        <span className="min-w-0">{children}</span>
      </dd>
    </div>
  );
}
