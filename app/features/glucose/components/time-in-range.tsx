import { useTranslation } from 'react-i18next';
import { formatNumber } from '~/i18n/locales';
import type { TimeInRange } from '../glucose';

const percent = (share: number) => `${formatNumber(Math.round(share * 100))} %`;

/** Below, in and above the target as a bar and, for every reader, as words. */
export function TimeInRangeBar({ inRange, explain }: { inRange: TimeInRange | null; explain: string }) {
  const { t } = useTranslation();
  if (!inRange) return <p className="text-sm text-gray-700">{t('glucose:in_range.none')}</p>;
  const parts = [
    { key: 'below', share: inRange.below, className: 'bg-amber-400' },
    { key: 'within', share: inRange.within, className: 'bg-green-600' },
    { key: 'above', share: inRange.above, className: 'bg-red-500' },
  ] as const;
  return (
    <div className="flex flex-col gap-2">
      <div className="text-3xl font-bold" data-testid="time-in-range">
        {percent(inRange.within)}
      </div>
      <div className="flex h-3 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
        {parts.map((part) => (
          <div key={part.key} className={part.className} style={{ width: `${part.share * 100}%` }} />
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-4 text-sm">
        {parts.map((part) => (
          <li key={part.key}>{t(`glucose:in_range.${part.key}`, { percent: percent(part.share) })}</li>
        ))}
      </ul>
      <p className="text-sm text-gray-600">{explain}</p>
    </div>
  );
}
