import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { parseRowId } from '~/http/fields';
import { MedicineForm, medicineFormValues } from '~/features/medicines/components/medicine-form';
import { getOwnMedicine, updateOwnMedicine } from '~/features/medicines/medicines.server';
import { medicineSchema } from '~/features/medicines/schema';
import { conformAction } from '~/http/action.server';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/edit';

export const handle: RouteHandle = { titleKey: 'medicines:edit_title' };

function medicineIdOf(params: { medicineId?: string }): number {
  const id = parseRowId(params.medicineId);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const medicine = await getOwnMedicine(getDb(), requireActor(context), medicineIdOf(params));
  if (!medicine) throw data(null, { status: 404 });
  return { medicine };
}

export const action = conformAction(
  { schema: medicineSchema },
  async ({ value }, { params, context }: Route.ActionArgs) => {
    const changed = await updateOwnMedicine(getDb(), requireActor(context), medicineIdOf(params), value);
    if (!changed) throw data(null, { status: 404 });
    const toast = toastCookie({ type: 'success', key: 'medicines:saved', values: { name: value.name } });
    return redirect('/manage-medicines', { headers: { 'Set-Cookie': toast } });
  },
);

export default function EditMedicine({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('medicines');
  const { medicine } = loaderData;
  const defaultValue = useMemo(() => medicineFormValues(medicine), [medicine]);
  return (
    <section className="max-w-xl">
      <h1 className="mb-6 text-3xl font-bold">{t('edit_title')}</h1>
      <MedicineForm
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        submitLabel={t('common:actions.save')}
      />
    </section>
  );
}
