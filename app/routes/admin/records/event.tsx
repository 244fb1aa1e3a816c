import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { requireAdmin } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { recordAddress } from '~/features/admin-users/admin-users';
import { CorrectRecordPage } from '~/features/admin-users/components/correct-record-page';
import { correctUserEvent, getUserEvent } from '~/features/admin-users/health-records.server';
import { EventForm } from '~/features/events/components/event-form';
import { eventSchema } from '~/features/events/schema';
import { conformAction } from '~/http/action.server';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/event';

export const handle: RouteHandle = { titleKey: 'admin-users:records.correct_event', adminPanel: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { userId, recordId } = recordAddress(params);
  const event = await getUserEvent(getDb(), requireAdmin(context), userId, recordId);
  if (!event) throw data(null, { status: 404 });
  return { userId, event };
}

export const action = conformAction(
  { schema: eventSchema },
  async ({ value }, { params, context }: Route.ActionArgs) => {
    const { userId, recordId } = recordAddress(params);
    if (!(await correctUserEvent(getDb(), requireAdmin(context), userId, recordId, value)))
      throw data(null, { status: 404 });
    const toast = toastCookie({ type: 'success', key: 'admin-users:changed.corrected' });
    return redirect(`/admin/users/${userId}`, { headers: { 'Set-Cookie': toast } });
  },
);

export default function CorrectEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-users');
  const { userId, event } = loaderData;
  const defaultValue = useMemo(
    () => ({ title: event.title, date: event.date, time: event.time }),
    [event.title, event.date, event.time],
  );
  return (
    <CorrectRecordPage userId={userId} title={t('records.correct_event')}>
      <EventForm
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        submitLabel={t('common:actions.save')}
        cancelTo={`/admin/users/${userId}`}
      />
    </CorrectRecordPage>
  );
}
