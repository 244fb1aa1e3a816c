import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { mealChanges } from '~/features/plans/changes';
import { Changes } from '~/features/plans/components/changes';
import { dietFiguresOf } from '~/features/planner';
import { DietView, ThreatList } from '~/features/plans/components/diet-view';
import { GuardrailList } from '~/features/plans/components/guardrail-list';
import { PlanPage } from '~/features/plans/components/plan-page';
import { insightFor, loadPlanPage, planCommentAction } from '~/features/plans/page.server';
import { listOwnAnswers } from '~/features/questionnaire/answers.server';
import { detectLocale } from '~/i18n/detect.server';
import { buttonClass } from '~/ui/button';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/diet';

export const handle: RouteHandle = { titleKey: 'plans:diet.title' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const page = await loadPlanPage(request, actor, 'diet');
  if (page.state !== 'ready' || !page.plan || !('meals' in page.plan) || page.plan.meals.length === 0) {
    return { page, diet: null };
  }
  const locale = detectLocale(request).code;
  const answers = await listOwnAnswers(getDb(), actor);
  const insight = await insightFor(getDb(), actor, locale);
  const { meals, threats } = page.plan;
  const partTargets = meals.map((meal, index) => meal.target_calories ?? insight.dayParts[index]?.kcal ?? 0);
  const previous = page.previous && 'meals' in page.previous ? page.previous.meals : null;
  return {
    page,
    diet: {
      meals,
      threats,
      targetKcal: insight.energy.targetKcal,
      partTargets,
      changes: previous ? mealChanges(previous, meals) : null,
      figures: dietFiguresOf(meals, answers),
      guardrails: insight.guardrails,
    },
  };
}

export const action = planCommentAction('diet');

export default function Diet({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, diet } = loaderData;
  return (
    <PlanPage
      title={t('plans:diet.title')}
      lead={t('plans:diet.lead')}
      page={page}
      lastResult={actionData?.result}
      hasPlan={diet !== null}
    >
      {diet ? (
        <div className="flex flex-col gap-6">
          <Link to="/diet-tracker" className={buttonClass('secondary', 'self-start')}>
            {t('food-tracker:tracker_link')}
          </Link>
          {diet.changes ? <Changes changes={diet.changes} /> : null}
          <GuardrailList guardrails={diet.guardrails} show="not-covered" />
          <DietView
            meals={diet.meals}
            partTargets={diet.partTargets}
            targetKcal={diet.targetKcal}
            figures={diet.figures}
          />
          <ThreatList threats={diet.threats} />
          <GuardrailList guardrails={diet.guardrails} show="covered" />
        </div>
      ) : null}
    </PlanPage>
  );
}
