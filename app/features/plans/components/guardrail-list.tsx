import { useTranslation } from 'react-i18next';
import type { AppliedGuardrail } from '~/features/planner';

/**
 * The rules of care that shaped the plans, each with its source, and first, apart, what the plans
 * do not cover and who to ask. A plan page shows what is not covered above the plan and the rules
 * below it (`show`); /insight shows both.
 */
export function GuardrailList({
  guardrails,
  show = 'all',
}: {
  guardrails: AppliedGuardrail[];
  show?: 'all' | 'not-covered' | 'covered';
}) {
  const { t } = useTranslation();
  const uncovered = show === 'covered' ? [] : guardrails.filter((rule) => rule.notCovered);
  const covered = show === 'not-covered' ? [] : guardrails.filter((rule) => !rule.notCovered);
  const item = (rule: AppliedGuardrail) => (
    <li key={rule.id} data-guardrail={rule.id}>
      <p>{rule.text}</p>
      {rule.source !== '—' ? (
        <p className="text-sm text-gray-700">
          {t('plans:guardrails.source')}: <bdi>{rule.source}</bdi>
        </p>
      ) : null}
    </li>
  );
  return (
    <>
      {uncovered.length > 0 ? (
        <section
          aria-labelledby="not-covered"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-5 shadow-sm"
        >
          <h2 id="not-covered" className="mb-3 text-xl font-semibold">
            {t('plans:guardrails.not_covered')}
          </h2>
          <ul className="flex flex-col gap-3">{uncovered.map(item)}</ul>
        </section>
      ) : null}
      {covered.length > 0 ? (
        <section aria-labelledby="guardrails" className="rounded-2xl bg-white p-5 shadow-sm">
          <h2 id="guardrails" className="mb-3 text-xl font-semibold">
            {t('plans:guardrails.title')}
          </h2>
          <ul className="flex flex-col gap-3">{covered.map(item)}</ul>
        </section>
      ) : null}
    </>
  );
}
