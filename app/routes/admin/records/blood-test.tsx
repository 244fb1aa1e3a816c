import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { requireAdmin } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { recordAddress } from '~/features/admin-users/admin-users';
import { CorrectRecordPage } from '~/features/admin-users/components/correct-record-page';
import { correctUserBloodTest, getUserBloodTest } from '~/features/admin-users/health-records.server';
import { BloodTestForm } from '~/features/blood-tests/components/blood-test-form';
import { formDefaults } from '~/features/blood-tests/paths';
import { BLOOD_TEST_FIELD_COUNT, bloodTestInput, bloodTestSchema } from '~/features/blood-tests/schema';
import { conformAction } from '~/http/action.server';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/blood-test';

export const handle: RouteHandle = { titleKey: 'admin-users:records.correct_blood_test', adminPanel: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { userId, recordId } = recordAddress(params);
  const test = await getUserBloodTest(getDb(), requireAdmin(context), userId, recordId);
  if (!test) throw data(null, { status: 404 });
  return { userId, test };
}

export const action = conformAction(
  { schema: bloodTestSchema, rules: { maxFields: BLOOD_TEST_FIELD_COUNT + 4 } },
  async ({ value }, { params, context }: Route.ActionArgs) => {
    const { userId, recordId } = recordAddress(params);
    if (
      !(await correctUserBloodTest(getDb(), requireAdmin(context), userId, recordId, bloodTestInput(value)))
    )
      throw data(null, { status: 404 });
    const toast = toastCookie({ type: 'success', key: 'admin-users:changed.corrected' });
    return redirect(`/admin/users/${userId}`, { headers: { 'Set-Cookie': toast } });
  },
);

export default function CorrectBloodTest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-users');
  const { userId, test } = loaderData;
  const defaultValue = useMemo(() => formDefaults(test), [test]);
  return (
    <CorrectRecordPage userId={userId} title={t('records.correct_blood_test')}>
      <BloodTestForm
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        submitLabel={t('common:actions.save')}
      />
    </CorrectRecordPage>
  );
}
