import { useTranslation } from 'react-i18next';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import type { AdminTestOrder, TestOrderAuditEntry } from '../admin-orders.server';
import { formatPercent, formatTestDate } from '../format';
import type { TestResultsView } from '../types';
import { TestResults } from './test-results';

/** Everything about one request: the user, the address and note, the results and every change made. */
export function AdminTestDetailsDialog({
  order,
  results,
  audit,
}: {
  order: AdminTestOrder;
  results: TestResultsView;
  audit: TestOrderAuditEntry[];
}) {
  const { t, i18n } = useTranslation('lab-tests');
  return (
    <Dialog
      trigger={
        <Button variant="secondary" className="py-1.5">
          {t('admin.show_details')}
        </Button>
      }
      title={t('card.title', { type: t(`type.${order.type}`), id: order.id })}
      className="max-w-3xl"
    >
      <div className="flex flex-col gap-5 text-sm">
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">{t('card.user')}</dt>
          <dd>
            <bdi>
              {order.user.firstName} {order.user.lastName}
            </bdi>{' '}
            <span dir="ltr">({order.user.email})</span>
          </dd>
          <dt className="font-medium text-slate-600">{t('card.status')}</dt>
          <dd>{t(`status.${order.status}`)}</dd>
          <dt className="font-medium text-slate-600">{t('card.requested')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatTestDate(order.createdAt, i18n.language)}</time>
          </dd>
          <dt className="font-medium text-slate-600">{t('card.address')}</dt>
          <dd className="break-words">
            <bdi>{order.address}</bdi>
          </dd>
          {order.note ? (
            <>
              <dt className="font-medium text-slate-600">{t('card.note')}</dt>
              <dd className="break-words whitespace-pre-line">
                <bdi>{order.note}</bdi>
              </dd>
            </>
          ) : null}
        </dl>
        <section aria-label={t('results.title')}>
          <h3 className="mb-2 font-semibold">{t('results.title')}</h3>
          <TestResults results={results} />
        </section>
        <section aria-label={t('admin.audit')}>
          <h3 className="mb-2 font-semibold">{t('admin.audit')}</h3>
          {audit.length ? (
            <ol className="flex flex-col gap-2" data-testid="audit">
              {audit.map((entry) => (
                <li key={entry.id} className="rounded-lg bg-slate-50 p-3">
                  <p className="text-xs text-slate-600">
                    <time dateTime={entry.at}>{formatTestDate(entry.at, i18n.language)}</time>
                    {' · '}
                    {entry.admin ? (
                      <bdi>
                        {entry.admin.firstName} {entry.admin.lastName}
                      </bdi>
                    ) : (
                      t('admin.removed_admin')
                    )}
                  </p>
                  <AuditChange entry={entry} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-slate-600">{t('admin.no_changes')}</p>
          )}
        </section>
      </div>
    </Dialog>
  );
}

type Levels = Record<string, Record<string, { percent: number; normal_range: { min: number; max: number } }>>;
type GenomeState = { description?: string; candidate_variants?: string[] };

function levelsText(levels: unknown): string {
  const ranks = (levels ?? {}) as Levels;
  const parts = Object.entries(ranks).flatMap(([rank, named]) =>
    Object.entries(named ?? {}).map(
      ([name, level]) =>
        `${rank} ${name} ${formatPercent(level.percent)}% (${formatPercent(level.normal_range.min)}–${formatPercent(level.normal_range.max)})`,
    ),
  );
  return parts.join('; ') || '—';
}

function genomeText(state: unknown): string {
  const { description = '', candidate_variants = [] } = (state ?? {}) as GenomeState;
  return [description, candidate_variants.join(', ')].filter(Boolean).join(' — ') || '—';
}

function AuditChange({ entry }: { entry: TestOrderAuditEntry }) {
  const { t } = useTranslation('lab-tests');
  const { from, to } = entry.details as { from?: unknown; to?: unknown };
  if (entry.action === 'test_order.status') {
    return (
      <p>
        {t('admin.audit_status', {
          from: t(`status.${String(from)}`),
          to: t(`status.${String(to)}`),
        })}
      </p>
    );
  }
  const text = entry.action === 'test_order.genome_details' ? genomeText : levelsText;
  return (
    <div>
      <p className="font-medium">{t('admin.audit_details')}</p>
      <p className="break-words">
        <span className="text-slate-600">{t('admin.audit_before')}</span> <bdi dir="ltr">{text(from)}</bdi>
      </p>
      <p className="break-words">
        <span className="text-slate-600">{t('admin.audit_after')}</span> <bdi dir="ltr">{text(to)}</bdi>
      </p>
    </div>
  );
}
