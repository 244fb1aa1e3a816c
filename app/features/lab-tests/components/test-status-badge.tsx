import { useTranslation } from 'react-i18next';
import type { TestOrderStatus } from '../schema';

const tones: Record<TestOrderStatus, string> = {
  created: 'bg-sky-50 text-sky-800 ring-sky-200',
  processing: 'bg-amber-50 text-amber-800 ring-amber-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  done: 'bg-brand-50 text-brand-700 ring-brand-100',
};

export function TestStatusBadge({ status }: { status: TestOrderStatus }) {
  const { t } = useTranslation('lab-tests');
  return (
    <span
      data-testid="test-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
