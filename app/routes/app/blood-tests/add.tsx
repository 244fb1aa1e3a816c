import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { addBloodTest } from '~/features/blood-tests/blood-tests.server';
import { BloodTestForm } from '~/features/blood-tests/components/blood-test-form';
import { BLOOD_TESTS_PATH, formDefaults } from '~/features/blood-tests/paths';
import { BLOOD_TEST_FIELD_COUNT, bloodTestInput, bloodTestSchema } from '~/features/blood-tests/schema';
import { conformAction } from '~/http/action.server';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/add';

export const handle: RouteHandle = { titleKey: 'blood-tests:add_title' };

export const action = conformAction(
  { schema: bloodTestSchema, rules: { maxFields: BLOOD_TEST_FIELD_COUNT + 4 } },
  async ({ value }, { context }: Route.ActionArgs) => {
    await addBloodTest(getDb(), requireActor(context), bloodTestInput(value));
    const toast = toastCookie({ type: 'success', key: 'blood-tests:saved' });
    return redirect(BLOOD_TESTS_PATH, { headers: { 'Set-Cookie': toast } });
  },
);

export default function AddBloodTest({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const defaultValue = useMemo(() => formDefaults(), []);
  return (
    <section className="flex max-w-4xl flex-col gap-4">
      <Link to={BLOOD_TESTS_PATH} className="text-sm text-brand-700 underline">
        {t('blood-tests:title')}
      </Link>
      <h1 className="text-3xl font-bold">{t('blood-tests:add_title')}</h1>
      <BloodTestForm
        lastResult={actionData?.result}
        defaultValue={defaultValue}
        submitLabel={t('blood-tests:form.save')}
      />
    </section>
  );
}
