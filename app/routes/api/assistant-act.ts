import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { actionSchema } from '~/features/assistant/actions';
import { runAction } from '~/features/assistant/actions.server';
import { planJobDeps } from '~/features/plans/deps.server';
import { readJson } from '~/http/body.server';
import { detectLocale } from '~/i18n/detect.server';
import { translate } from '~/i18n/translate.server';
import type { Route } from './+types/assistant-act';

const ACTION_MAX_BYTES = 8 * 1024;
const VERB = { add: 'added', edit: 'changed', cancel: 'cancelled' } as const;

/**
 * Does what the user confirmed to the assistant: adds, changes or cancels one of their events or
 * medicines, or comments on one of their plans. Answers with the sentence the assistant says,
 * translated.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = detectLocale(request).code;
  const t = (key: string, values?: Record<string, string>) => translate(locale, key, values);
  const answer = (status: number, key: string, values?: Record<string, string>, extra?: object) =>
    Response.json(
      { ok: status === 200, error: status === 200 ? undefined : key, message: t(key, values), ...extra },
      { status, headers: { 'Cache-Control': 'no-store' } },
    );
  const parsed = actionSchema.safeParse(await readJson(request, ACTION_MAX_BYTES));
  if (!parsed.success) return answer(400, 'assistant:errors.bad_action');
  const result = await runAction(getDb(), requireActor(context), parsed.data, {
    locale,
    deps: planJobDeps,
  });
  if (!result.done) {
    return result.problem === 'not_found'
      ? answer(404, `assistant:act.not_found_${result.kind}`)
      : answer(400, result.key);
  }
  if (result.kind === 'plan') {
    return answer(
      200,
      result.remade ? 'assistant:act.plan_remade' : 'assistant:act.plan_queued',
      {},
      {
        focus: null,
      },
    );
  }
  const verb = VERB[parsed.data.action.split('_')[0] as keyof typeof VERB];
  // The record acted on is what "it" means next; a cancelled one is gone, so nothing is.
  const focus = verb === 'cancelled' ? null : { kind: result.kind, id: result.id };
  return answer(200, `assistant:act.${result.kind}_${verb}`, { title: result.title }, { focus });
}
