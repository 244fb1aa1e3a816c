import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { EventForm } from '~/features/events/components/event-form';
import { getOwnEvent, updateOwnEvent } from '~/features/events/events.server';
import { eventSchema } from '~/features/events/schema';
import { parseRowId } from '~/http/fields';
import { conformAction } from '~/http/action.server';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/edit';

export const handle: RouteHandle = { titleKey: 'events:edit_title' };

/** Another user's event, or none, is a page that does not exist. */
function eventIdOf(params: { eventId?: string }): number {
  const id = parseRowId(params.eventId);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const event = await getOwnEvent(getDb(), requireActor(context), eventIdOf(params));
  if (!event) throw data(null, { status: 404 });
  return { event };
}

export const action = conformAction(
  { schema: eventSchema },
  async ({ value }, { params, context }: Route.ActionArgs) => {
    const changed = await updateOwnEvent(getDb(), requireActor(context), eventIdOf(params), value);
    if (!changed) throw data(null, { status: 404 });
    const toast = toastCookie({ type: 'success', key: 'events:saved', values: { title: value.title } });
    return redirect('/home?page=1', { headers: { 'Set-Cookie': toast } });
  },
);

export default function EditEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('events');
  const { event } = loaderData;
  const defaultValue = useMemo(
    () => ({ title: event.title, date: event.date, time: event.time }),
    [event.title, event.date, event.time],
  );
  return (
    <section className="max-w-md">
      <h1 className="mb-6 text-3xl font-bold">{t('edit_title')}</h1>
      <EventForm
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        submitLabel={t('common:actions.save')}
      />
    </section>
  );
}
