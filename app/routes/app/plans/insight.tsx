import { useTranslation } from 'react-i18next';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { MissingAnswersError, type InsightDriver } from '~/features/planner';
import { PlanBarChart } from '~/features/plans/components/bar-chart';
import { ThreatList } from '~/features/plans/components/diet-view';
import { GuardrailList } from '~/features/plans/components/guardrail-list';
import { MissingAnswers } from '~/features/plans/components/missing-answers';
import { PlanHeader } from '~/features/plans/components/plan-header';
import { insightFor, titledQuestions } from '~/features/plans/page.server';
import { missingAnswers } from '~/features/plans/required';
import { listOwnAnswers } from '~/features/questionnaire/answers.server';
import { detectLocale } from '~/i18n/detect.server';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/insight';

export const handle: RouteHandle = { titleKey: 'plans:insight.title' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const locale = detectLocale(request).code;
  const missing = missingAnswers('diet', await listOwnAnswers(getDb(), actor));
  if (missing.length > 0) return { missing: titledQuestions(missing, locale), insight: null };
  try {
    return { missing: null, insight: await insightFor(getDb(), actor, locale) };
  } catch (error) {
    if (error instanceof MissingAnswersError) {
      return { missing: titledQuestions(error.questions, locale), insight: null };
    }
    throw error;
  }
}

const PLAN_KEYS = {
  meals: 'plans:tabs.diet',
  exercises: 'plans:tabs.workout',
  meditations: 'plans:tabs.meditation',
};

function Drivers({
  id,
  title,
  drivers,
}: {
  id: string;
  title: string;
  drivers: (InsightDriver & { detail?: string })[];
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {drivers.length === 0 ? (
        <p className="text-gray-700">{t('plans:insight.nothing')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {drivers.map((driver) => (
            <li key={driver.label}>
              <h3 className="font-semibold">
                {driver.label}
                {driver.detail ? (
                  <span className="ms-2 text-sm font-normal text-gray-600">{driver.detail}</span>
                ) : null}
              </h3>
              <p>{driver.meaning}</p>
              {driver.choices.length > 0 ? (
                <ul className="mt-1 list-disc ps-6 text-sm text-gray-700">
                  {driver.choices.map((choice, index) => (
                    <li key={index}>
                      {t(PLAN_KEYS[choice.plan])}: {choice.choice}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the answers, genetic profile and microbiome say, and what each did to the plans. */
export default function Insight({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { missing, insight } = loaderData;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <div>
      <PlanHeader title={t('plans:insight.title')} lead={t('plans:insight.lead')} />
      {missing ? <MissingAnswers questions={missing} /> : null}
      {insight ? (
        <div className="flex flex-col gap-6">
          <div className="grid gap-4 md:grid-cols-2">
            <section aria-labelledby="bmi" className="rounded-2xl bg-white p-5 shadow-sm">
              <h2 id="bmi" className="text-xl font-semibold">
                {t('plans:insight.bmi')}
              </h2>
              <div className="mt-2 text-3xl font-bold">{number.format(insight.bmi.value)}</div>
              <p>{insight.bmi.label}</p>
              <p className="mt-2 text-sm text-gray-700">
                {t('plans:insight.bmi_how', {
                  weight: number.format(insight.bmi.weightKg),
                  height: number.format(insight.bmi.heightCm),
                })}
              </p>
            </section>
            <section aria-labelledby="energy" className="rounded-2xl bg-white p-5 shadow-sm">
              <h2 id="energy" className="text-xl font-semibold">
                {t('plans:insight.target')}
              </h2>
              <div className="mt-2 text-3xl font-bold">
                {t('plans:diet.kcal', { value: number.format(insight.energy.targetKcal) })}
              </div>
              <ol className="mt-2 list-decimal ps-6 text-sm text-gray-700">
                {insight.energy.steps.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            </section>
          </div>
          <PlanBarChart
            title={t('plans:insight.day_parts')}
            valueLabel={t('plans:diet.target')}
            unit={t('plans:units.kcal')}
            data={insight.dayParts.map((part) => ({ label: part.name, value: Math.round(part.kcal) }))}
          />
          <Drivers
            id="variants"
            title={t('plans:insight.variants')}
            drivers={insight.variants.map((variant) => ({ ...variant, detail: variant.raw }))}
          />
          <PlanBarChart
            title={t('plans:insight.gut_chart')}
            valueLabel={t('plans:insight.percent')}
            targetLabel={t('plans:insight.range_max')}
            unit="%"
            data={insight.gutLevels.map((level) => ({
              label: level.name,
              value: level.percent,
              target: level.max,
            }))}
          />
          <Drivers
            id="gut"
            title={t('plans:insight.gut')}
            drivers={insight.gutLevels.map((level) => ({
              ...level,
              detail: t('plans:insight.level', {
                percent: number.format(level.percent),
                min: number.format(level.min),
                max: number.format(level.max),
                status: t(`plans:insight.status.${level.status}`),
              }),
            }))}
          />
          <ThreatList threats={insight.threats} />
          <GuardrailList guardrails={insight.guardrails} />
          <Drivers id="answers" title={t('plans:insight.answers')} drivers={insight.answers} />
        </div>
      ) : null}
    </div>
  );
}
