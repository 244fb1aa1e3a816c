import { useTranslation } from 'react-i18next';
import type { GroupProgress } from '../progress';

/** How much of one group is answered, as a bar and in words. */
export function GroupProgressBar({ progress }: { progress: GroupProgress }) {
  const { t } = useTranslation();
  const label = t(`questionnaire:groups.${progress.group}`);
  const words = t('questionnaire:page.group_progress', {
    answered: progress.answered,
    total: progress.total,
  });
  const percent = progress.total === 0 ? 100 : Math.round((progress.answered / progress.total) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.answered}
        aria-valuetext={words}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-gray-700">{words}</p>
    </div>
  );
}

/** The groups in order, with the one on screen marked. */
export function GroupSteps({ groups, current }: { groups: GroupProgress[]; current?: string }) {
  const { t } = useTranslation();
  return (
    <ol className="flex flex-wrap gap-2 text-sm">
      {groups.map((progress) => {
        const status = progress.done ? t('questionnaire:home.done') : t('questionnaire:home.unfinished');
        return (
          <li
            key={progress.group}
            aria-current={progress.group === current ? 'step' : undefined}
            className={`rounded-full border px-3 py-1 ${
              progress.group === current
                ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700'
                : 'border-gray-300 text-gray-700'
            }`}
          >
            {t(`questionnaire:groups.${progress.group}`)}
            <span className="sr-only"> ({status})</span>
            {progress.done ? <span aria-hidden="true"> ✓</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
