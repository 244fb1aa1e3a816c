import { useTranslation } from 'react-i18next';
import type { PartChange } from '../changes';

/** What the latest comment changed, part by part. */
export function Changes({ changes }: { changes: PartChange[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="plan-changes"
      className="mb-6 rounded-2xl border border-brand-100 bg-brand-50 p-5"
    >
      <h2 id="plan-changes" className="mb-2 text-lg font-semibold">
        {t('plans:changes.title')}
      </h2>
      {changes.length === 0 ? (
        <p>{t('plans:changes.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {changes.map((change) => (
            <li key={change.name}>
              <strong>{change.name}</strong>
              {change.added.length > 0 ? (
                <span className="ms-2">{t('plans:changes.added', { names: change.added.join(', ') })}</span>
              ) : null}
              {change.removed.length > 0 ? (
                <span className="ms-2">
                  {t('plans:changes.removed', { names: change.removed.join(', ') })}
                </span>
              ) : null}
              {change.before !== undefined && change.after !== undefined && change.before !== change.after ? (
                <span className="ms-2">
                  {t('plans:changes.calories', { before: change.before, after: change.after })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
