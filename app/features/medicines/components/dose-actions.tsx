import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { buttonClass } from '~/ui/button';
import { formatDoseTime } from '../format';
import type { DoseView } from '../overview';

const STATE_CLASSES: Record<DoseView['state'], string> = {
  taken: 'bg-green-100 text-green-900',
  skipped: 'bg-gray-100 text-gray-800',
  missed: 'bg-red-100 text-red-900',
  due: 'bg-amber-100 text-amber-900',
  upcoming: 'bg-blue-50 text-blue-900',
};

/** One dose with its state, and the buttons that mark it taken (now or at a time) or skipped. */
export function DoseRow({
  dose,
  timeZone,
  showName = false,
}: {
  dose: DoseView;
  timeZone: string;
  showName?: boolean;
}) {
  const { t, i18n } = useTranslation('medicines');
  const fetcher = useFetcher();
  const takenAtId = useId();
  const when = formatDoseTime(dose.scheduledAt, i18n.language, timeZone);
  const label = `${dose.name} · ${when}`;
  const busy = fetcher.state !== 'idle';
  return (
    <li data-testid="dose" className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="flex flex-wrap items-center gap-2">
        {showName ? <span className="font-semibold">{dose.name}</span> : null}
        <span>{when}</span>
        <span className="text-sm text-gray-700">{dose.usageAmount}</span>
        <span
          data-testid="dose-state"
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASSES[dose.state]}`}
        >
          {t(`states.${dose.state}`)}
        </span>
        {dose.takenAt ? (
          <span className="text-xs text-gray-700">
            {t('taken_at_time', { time: formatDoseTime(dose.takenAt, i18n.language, timeZone) })}
          </span>
        ) : null}
      </div>
      <fetcher.Form
        method="post"
        action="/manage-medicines/doses"
        className="flex flex-wrap items-center gap-2 print:hidden"
      >
        <input type="hidden" name="medicineId" value={dose.medicineId} />
        <input type="hidden" name="scheduledAt" value={dose.scheduledAt} />
        <label htmlFor={takenAtId} className="sr-only">
          {t('taken_at_label', { dose: label })}
        </label>
        <input
          id={takenAtId}
          type="datetime-local"
          name="takenAt"
          className="rounded-lg border border-gray-300 px-2 py-1 text-sm"
        />
        <button
          type="submit"
          name="status"
          value="taken"
          disabled={busy}
          className={buttonClass('secondary', 'px-3 py-1')}
        >
          {t('mark_taken')}
          {/* The name starts with what the button shows, so speech users can say what they see. */}
          <span className="sr-only"> · {label}</span>
        </button>
        <button
          type="submit"
          name="status"
          value="skipped"
          disabled={busy}
          className={buttonClass('ghost', 'px-3 py-1')}
        >
          {t('mark_skipped')}
          <span className="sr-only"> · {label}</span>
        </button>
      </fetcher.Form>
    </li>
  );
}
