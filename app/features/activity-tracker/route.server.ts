import { data } from 'react-router';
import { requireActor, requireUser } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { localDate } from '~/features/time-zone/zoned-time';
import { zoneOf } from '~/features/time-zone/time-zone.server';
import { ACTION_FAILED_KEY, formAction } from '~/http/action.server';
import { toastCookie } from '~/ui/toast.server';
import { markPlannedItem, setOwnCompletion } from './mark.server';
import { firstErrorKey, markSchema, rowMarkSchema, type TrackerType } from './schema';
import { trackerOverview } from './tracker.server';

type Context = Parameters<typeof requireActor>[0];

/** Today's date where the signed-in user lives (the session's zone, UTC until they have one), and that zone. */
export function ownDay(context: Context): { today: string; timeZone: string } {
  const { timeZone } = zoneOf(requireUser(context));
  return { today: localDate(Date.now(), timeZone), timeZone };
}

export function ownToday(context: Context): string {
  return ownDay(context).today;
}

export async function loadTracker(context: Context, type: TrackerType) {
  const db = getDb();
  const actor = requireActor(context);
  return trackerOverview(db, actor, type, ownDay(context));
}

export type MarkResult = { ok: true; done: boolean } | { ok: false; error: string };

const FIELDS = ['intent', 'type', 'date', 'slot', 'name', 'done', 'id'] as const;

function refused(error: string) {
  const headers = { 'Set-Cookie': toastCookie({ type: 'error', key: error }) };
  return data<MarkResult>({ ok: false, error }, { status: 400, headers });
}

/**
 * The action of a tracker page (and of the workout player): a planned item marked by its day and
 * place in the plan, or a row of the history by its id. Bad input is 400 with a translated toast
 * and writes nothing; another user's row is 404.
 */
export function trackerAction(type: TrackerType, { toast }: { toast: boolean }) {
  return formAction(
    { fields: FIELDS },
    async (form, { context }: { request: Request; context: Context }) => {
      const db = getDb();
      const actor = requireActor(context);
      const fields = Object.fromEntries(form.entries());
      if (fields.type !== type) return refused('activity:errors.bad_type');
      let outcome: { ok: true; done: boolean; name?: string } | { ok: false; error: string };
      if (fields.intent === 'row') {
        const parsed = rowMarkSchema.safeParse(fields);
        if (!parsed.success) return refused(firstErrorKey(parsed.error));
        if (!(await setOwnCompletion(db, actor, type, parsed.data.id, parsed.data.done))) {
          throw data(null, { status: 404 });
        }
        outcome = { ok: true, done: parsed.data.done };
      } else {
        const parsed = markSchema.safeParse(fields);
        if (!parsed.success) return refused(firstErrorKey(parsed.error));
        const marked = await markPlannedItem(db, actor, parsed.data, ownToday(context));
        outcome = marked.ok ? { ok: true, done: parsed.data.done, name: parsed.data.name } : marked;
      }
      if (!outcome.ok) return refused(outcome.error);
      const result: MarkResult = { ok: true, done: outcome.done };
      if (!toast) return data(result);
      const cookie =
        outcome.name === undefined
          ? toastCookie({ type: 'success', key: 'activity:saved' })
          : toastCookie({
              type: 'success',
              key: outcome.done ? 'activity:marked_done' : 'activity:marked_undone',
              values: { name: outcome.name },
            });
      return data(result, { headers: { 'Set-Cookie': cookie } });
    },
    (): MarkResult => ({ ok: false, error: ACTION_FAILED_KEY }),
  );
}
