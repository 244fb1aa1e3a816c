import { requireActor, requireUser } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { keptStateSchema } from '~/features/assistant/state';
import { getKeptState, saveKeptState } from '~/features/assistant/state.server';
import { zoneOf } from '~/features/time-zone/time-zone.server';
import { readJson } from '~/http/body.server';
import { detectLocale } from '~/i18n/detect.server';
import { translate } from '~/i18n/translate.server';
import type { Route } from './+types/assistant-state';

const STATE_MAX_BYTES = 8 * 1024;
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * What the assistant needs when it first loads: what it kept of the user (spec 001 section 9), the
 * first name it greets them by and the zone their "today" is in.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const kept = await getKeptState(getDb(), { id: user.id, type: user.type });
  return Response.json(
    { kept, firstName: user.firstName, timeZone: zoneOf(user).timeZone },
    { headers: NO_STORE },
  );
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
