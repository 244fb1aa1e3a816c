import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';

const POLL_MS = 2_000;

/** A generation under way, step by step; the page asks again until it is done. */
export function JobProgress({ job }: { job: { steps: string[]; doneSteps: string[] } }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
  const current = job.steps.find((step) => !job.doneSteps.includes(step));
  return (
    <section aria-labelledby="job-progress" className="mb-6 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="job-progress" className="text-lg font-semibold">
        {t('plans:job.title')}
      </h2>
      <p className="mb-3 text-sm text-gray-700">{t('plans:job.lead')}</p>
      <ol className="flex flex-col gap-1" aria-live="polite">
        {job.steps.map((step) => {
          const status = job.doneSteps.includes(step) ? 'done' : step === current ? 'running' : 'waiting';
          return (
            <li key={step} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-block size-2.5 rounded-full ${status === 'done' ? 'bg-brand-600' : status === 'running' ? 'animate-pulse bg-amber-500' : 'bg-gray-300'}`}
              />
              <span>{t(`plans:job.steps.${step}`)}</span>
              <span className="text-sm text-gray-600">({t(`plans:job.status.${status}`)})</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
