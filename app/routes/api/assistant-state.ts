import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { keptStateSchema } from '~/features/assistant/state';
import { getKeptState, saveKeptState } from '~/features/assistant/state.server';
import { readJson } from '~/http/body.server';
import { detectLocale } from '~/i18n/detect.server';
import { translate } from '~/i18n/translate.server';
import type { Route } from './+types/assistant-state';

const STATE_MAX_BYTES = 8 * 1024;
const NO_STORE = { 'Cache-Control': 'no-store' };

/** What the assistant keeps of the signed-in user (spec 001 section 9), read when it first loads. */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await getKeptState(getDb(), requireActor(context)), { headers: NO_STORE });
}

/** The assistant saves what it learnt: introduced, the active question group, the kept run counts. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = keptStateSchema.safeParse(await readJson(request, STATE_MAX_BYTES));
  if (!parsed.success) {
    const key = 'assistant:errors.bad_state';
    return Response.json(
      { error: key, message: translate(detectLocale(request).code, key) },
      { status: 400, headers: NO_STORE },
    );
  }
  const saved = await saveKeptState(getDb(), requireActor(context), parsed.data);
  return Response.json(saved, { headers: NO_STORE });
}
