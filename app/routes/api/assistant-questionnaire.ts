import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { spokenAnswerSchema, walkQuerySchema } from '~/features/assistant/questionnaire';
import { questionnaireWalk, saveSpokenAnswer } from '~/features/assistant/questionnaire.server';
import { readJson } from '~/http/body.server';
import { detectLocale } from '~/i18n/detect.server';
import { translate } from '~/i18n/translate.server';
import type { Route } from './+types/assistant-questionnaire';

const ANSWER_MAX_BYTES = 8 * 1024;
const NO_STORE = { 'Cache-Control': 'no-store' };

function refused(request: Request, key: string, params?: Record<string, string | number>) {
  const message = translate(detectLocale(request).code, key, params);
  return Response.json({ ok: false, error: key, message }, { status: 400, headers: NO_STORE });
}

/**
 * GET /api/assistant/questionnaire?group=…&skipped=…: where the home flow's walk through the
 * questionnaire stands for the signed-in user, with the next question as the assistant says it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = walkQuerySchema.safeParse({ group: search.get('group'), skipped: search.getAll('skipped') });
  if (!query.success) return refused(request, 'assistant:errors.bad_walk');
  const { group, skipped } = query.data;
  const walk = await questionnaireWalk(
    getDb(),
    requireActor(context),
    group,
    skipped,
    detectLocale(request).code,
  );
  return Response.json(walk, { headers: NO_STORE });
}

/** POST: saves one answer the user said, as the extraction task read it; a refusal says why. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = spokenAnswerSchema.safeParse(await readJson(request, ANSWER_MAX_BYTES));
  if (!parsed.success) return refused(request, 'assistant:errors.bad_walk');
  const saved = await saveSpokenAnswer(
    getDb(),
    requireActor(context),
    parsed.data.question,
    parsed.data.values,
  );
  if (!saved.ok) return refused(request, saved.error.key, saved.error.params);
  return Response.json({ ok: true }, { headers: NO_STORE });
}
