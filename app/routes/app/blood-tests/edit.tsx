import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { getOwnBloodTest, updateOwnBloodTest } from '~/features/blood-tests/blood-tests.server';
import { BloodTestForm } from '~/features/blood-tests/components/blood-test-form';
import { BLOOD_TESTS_PATH, formDefaults, parseTestId } from '~/features/blood-tests/paths';
import { BLOOD_TEST_FIELD_COUNT, bloodTestInput, bloodTestSchema } from '~/features/blood-tests/schema';
import { conformAction } from '~/http/action.server';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/edit';

export const handle: RouteHandle = { titleKey: 'blood-tests:edit_title' };

/** Another user's test and no test at all are the same 404, so ids are never confirmed. */
function testIdOf(params: { testId?: string }): number {
  const id = parseTestId(params.testId);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const test = await getOwnBloodTest(getDb(), requireActor(context), testIdOf(params));
  if (!test) throw data(null, { status: 404 });
  return { test };
}

export const action = conformAction(
  { schema: bloodTestSchema, rules: { maxFields: BLOOD_TEST_FIELD_COUNT + 4 } },
  async ({ value }, { params, context }: Route.ActionArgs) => {
    const id = testIdOf(params);
    const updated = await updateOwnBloodTest(getDb(), requireActor(context), id, bloodTestInput(value));
    if (!updated) throw data(null, { status: 404 });
    const toast = toastCookie({ type: 'success', key: 'blood-tests:saved' });
    return redirect(BLOOD_TESTS_PATH, { headers: { 'Set-Cookie': toast } });
  },
);

export default function EditBloodTest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { test } = loaderData;
  const defaultValue = useMemo(() => formDefaults(test), [test]);
  return (
    <section className="flex max-w-4xl flex-col gap-4">
      <Link to={BLOOD_TESTS_PATH} className="text-sm text-brand-700 underline">
        {t('blood-tests:title')}
      </Link>
      <h1 className="text-3xl font-bold">{t('blood-tests:edit_title')}</h1>
      <BloodTestForm
        lastResult={actionData?.result}
        defaultValue={defaultValue}
        submitLabel={t('blood-tests:form.save')}
      />
    </section>
  );
}
