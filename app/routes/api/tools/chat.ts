import { CHAT_TEMPERATURE, chatProvider, runTask } from '~/ai/gateway.server';
import { envelopeOf } from '~/ai/prompts';
import { CHAT_BODY_MAX_BYTES, chatBodySchema, type ChatBody } from '~/ai/chat-body';
import { ChatError, CHAT_FAILURE_KEYS, type AnyChatTask, type ChatProvider } from '~/ai/types';
import { userContext } from '~/auth/context';
import { sha256 } from '~/auth/tokens.server';
import { getConfig } from '~/config.server';
import { getDb } from '~/db/database.server';
import { spend, type Budget } from '~/features/account/rate-limit.server';
import type { Actor } from '~/auth/actor';
import { ownRecords } from '~/features/assistant/records.server';
import type { ReplyInput } from '~/features/assistant/reply';
import { assistantReplyTask, extractAnswerTask, yesNoTask } from '~/features/assistant/tasks.server';
import { MissingAnswersError } from '~/features/planner';
import { rateFeelingTask } from '~/features/plans/assistant-tasks.server';
import { listOwnAnswers } from '~/features/questionnaire/answers.server';
import { PLAN_TASKS } from '~/features/plans/tasks.server';
import { readJson, requireMethod } from '~/http/body.server';
import { detectLocale } from '~/i18n/detect.server';
import { translate } from '~/i18n/translate.server';
import type { Route } from './+types/chat';

/** Chat calls per user: a generation is a handful, the assistant a few a minute. */
export const CHAT_BUDGET: Budget = { limit: 60, windowMs: 10 * 60 * 1000 };

/** Every task the embedded provider answers on this endpoint. */
const CHAT_TASKS: readonly AnyChatTask[] = [
  ...PLAN_TASKS,
  extractAnswerTask,
  rateFeelingTask,
  assistantReplyTask,
  yesNoTask,
];

/**
 * One of the app's own tasks goes through its typed path whatever the provider: the prompts are
 * the task's own and the answer must pass the task's schema (a model's reply that is not the JSON
 * asked for is Wrong Format). Anything else is passed on as it came.
 */
async function complete(
  provider: ChatProvider,
  body: ChatBody,
  actor: Actor,
  model: string,
  signal: AbortSignal,
) {
  const envelope = envelopeOf(body.prompts);
  const task = envelope && CHAT_TASKS.find((candidate) => candidate.name === envelope.task);
  const input = task?.input.safeParse(envelope?.input);
  if (task && input?.success) {
    // The assistant's tasks see the user's own records and answers, never what a browser claims.
    const data: unknown =
      task === assistantReplyTask
        ? { ...input.data, ...(await ownRecords(getDb(), actor, (input.data as ReplyInput).today)) }
        : task === extractAnswerTask
          ? { ...input.data, answers: await listOwnAnswers(getDb(), actor) }
          : input.data;
    const output: unknown = await runTask(provider, task, data, { signal, model });
    return typeof output === 'string' ? output : JSON.stringify(output);
  }
  return provider.complete(
    {
      prompts: body.prompts,
      maxTokens: body.max_tokens,
      temperature: body.temperature ?? CHAT_TEMPERATURE,
      model,
    },
    { tries: 3, signal },
  );
}

const FAILURE_STATUS = { timeout: 504, unavailable: 502, wrong_format: 502, unsupported: 422 } as const;

function answer(request: Request, status: number, key: string, extra: Record<string, unknown> = {}) {
  const message = translate(detectLocale(request).code, key);
  return Response.json(
    { error: key, message, ...extra },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

/**
 * POST /api/tools/chat (spec 000 section 7): prompts in, `{ data }` out, for signed-in users. With
 * no model configured the embedded planner answers the app's own tasks.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  requireMethod(request);
  if (!user) return answer(request, 401, 'plans:chat.sign_in_required');
  const body = await readJson(request, CHAT_BODY_MAX_BYTES);
  const parsed = chatBodySchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), problem: issue.code }));
    return answer(request, 400, 'plans:chat.bad_body', { issues });
  }
  const config = getConfig();
  if (parsed.data.model && parsed.data.model !== config.LLM_MODEL) {
    return answer(request, 400, 'plans:chat.unknown_model');
  }
  if (!(await spend(getDb(), `chat:${sha256(`user:${user.id}`)}`, CHAT_BUDGET))) {
    return answer(request, 429, 'plans:chat.too_many');
  }
  try {
    const provider = chatProvider(CHAT_TASKS, config);
    const actor = { id: user.id, type: user.type };
    const data = await complete(provider, parsed.data, actor, config.LLM_MODEL, request.signal);
    return Response.json({ data }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof ChatError) {
      return answer(request, FAILURE_STATUS[error.failure], CHAT_FAILURE_KEYS[error.failure]);
    }
    if (error instanceof MissingAnswersError) return answer(request, 422, 'plans:errors.missing_answers');
    throw error;
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return answer(request, 405, 'common:errors.method_not_allowed');
}
