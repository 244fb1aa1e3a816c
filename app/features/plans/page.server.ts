import { data } from 'react-router';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import type { PlanJobKind } from '~/db/schema/plan-jobs';
import { healthProfileOf } from '~/features/lab-tests/health-profile.server';
import { insightOf, type Insight } from '~/features/planner';
import { listOwnAnswers } from '~/features/questionnaire/answers.server';
import { questionByName } from '~/features/questionnaire/questions';
import { conformAction } from '~/http/action.server';
import { detectLocale } from '~/i18n/detect.server';
import type { LocaleCode } from '~/i18n/locales';
import { toastCookie } from '~/ui/toast.server';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { planJobDeps } from './deps.server';
import { commentOnPlan, planPage } from './plans.server';
import { commentFormSchema } from './schema';

/** A question the user still has to answer, titled in their language. */
export type MissingQuestion = { name: string; title: string };

export function titledQuestions(names: readonly string[], locale: LocaleCode): MissingQuestion[] {
  return names.map((name) => ({ name, title: questionByName(name)?.title[locale] ?? name }));
}

/** What every plan page loads: the plan (made first if need be), its job and its conversation. */
export async function loadPlanPage(request: Request, actor: Actor, kind: PlanJobKind) {
  const locale = detectLocale(request).code;
  const page = await planPage(getDb(), actor, kind, locale, planJobDeps());
  if (page.state === 'missing-answers') {
    return { ...page, missing: titledQuestions(page.missing, locale) };
  }
  return page;
}

/** The user's insight (BMI, energy, variants, gut levels); null until the body answers exist. */
export async function insightFor(db: Database, actor: Actor, locale: LocaleCode): Promise<Insight> {
  const [answers, health] = await Promise.all([listOwnAnswers(db, actor), healthProfileOf(db, actor.id)]);
  return insightOf({ answers, health, locale });
}

/** The chat footer's action of a plan page: the comment flow, its toast and the planner's reply. */
export function planCommentAction(kind: PlanJobKind) {
  return conformAction(
    { schema: commentFormSchema },
    async (
      { value, reply },
      { request, context }: { request: Request; context: Parameters<typeof requireActor>[0] },
    ) => {
      const locale = detectLocale(request).code;
      const outcome = await commentOnPlan(
        getDb(),
        requireActor(context),
        kind,
        value.comment,
        locale,
        planJobDeps(),
      );
      if (!outcome.ok) {
        return data(
          { result: reply({ formErrors: [outcome.error] }) },
          {
            status: outcome.status,
            headers: { 'Set-Cookie': toastCookie({ type: 'error', key: outcome.error }) },
          },
        );
      }
      const toast = outcome.status === 'done' ? 'plans:chat.updated' : 'plans:chat.queued';
      return data(
        { result: reply({ resetForm: true }) },
        { headers: { 'Set-Cookie': toastCookie({ type: 'success', key: toast }) } },
      );
    },
  );
}
