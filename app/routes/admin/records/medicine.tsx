import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { requireAdmin } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { recordAddress } from '~/features/admin-users/admin-users';
import { CorrectRecordPage } from '~/features/admin-users/components/correct-record-page';
import { correctUserMedicine, getUserMedicine } from '~/features/admin-users/health-records.server';
import { MedicineForm, medicineFormValues } from '~/features/medicines/components/medicine-form';
import { medicineSchema } from '~/features/medicines/schema';
import { conformAction } from '~/http/action.server';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/medicine';

export const handle: RouteHandle = { titleKey: 'admin-users:records.correct_medicine', adminPanel: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { userId, recordId } = recordAddress(params);
  const medicine = await getUserMedicine(getDb(), requireAdmin(context), userId, recordId);
  if (!medicine) throw data(null, { status: 404 });
  return { userId, medicine };
}

export const action = conformAction(
  { schema: medicineSchema },
  async ({ value }, { params, context }: Route.ActionArgs) => {
    const { userId, recordId } = recordAddress(params);
    if (!(await correctUserMedicine(getDb(), requireAdmin(context), userId, recordId, value)))
      throw data(null, { status: 404 });
    const toast = toastCookie({ type: 'success', key: 'admin-users:changed.corrected' });
    return redirect(`/admin/users/${userId}`, { headers: { 'Set-Cookie': toast } });
  },
);

export default function CorrectMedicine({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-users');
  const { userId, medicine } = loaderData;
  const defaultValue = useMemo(() => medicineFormValues(medicine), [medicine]);
  return (
    <CorrectRecordPage userId={userId} title={t('records.correct_medicine')}>
      <MedicineForm
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        submitLabel={t('common:actions.save')}
        cancelTo={`/admin/users/${userId}`}
      />
    </CorrectRecordPage>
  );
}
