import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { EventForm } from '~/features/events/components/event-form';
import { addEvent } from '~/features/events/events.server';
import { eventSchema } from '~/features/events/schema';
import { conformAction } from '~/http/action.server';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/add';

export const handle: RouteHandle = { titleKey: 'events:add_title' };

export const action = conformAction(
  { schema: eventSchema },
  async ({ value }, { context }: Route.ActionArgs) => {
    await addEvent(getDb(), requireActor(context), value);
    const toast = toastCookie({ type: 'success', key: 'events:added', values: { title: value.title } });
    return redirect('/home?page=1', { headers: { 'Set-Cookie': toast } });
  },
);

export default function AddEvent({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('events');
  return (
    <section className="max-w-md">
      <h1 className="mb-6 text-3xl font-bold">{t('add_title')}</h1>
      <EventForm lastResult={actionData?.result} submitLabel={t('add')} />
    </section>
  );
}
