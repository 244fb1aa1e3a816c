import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { MedicineForm } from '~/features/medicines/components/medicine-form';
import { addMedicine } from '~/features/medicines/medicines.server';
import { DEFAULT_REFILL_LEAD_DAYS, medicineSchema } from '~/features/medicines/schema';
import { conformAction } from '~/http/action.server';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/add';

export const handle: RouteHandle = { titleKey: 'medicines:add_title' };

export const action = conformAction(
  { schema: medicineSchema },
  async ({ value }, { context }: Route.ActionArgs) => {
    await addMedicine(getDb(), requireActor(context), value);
    const toast = toastCookie({ type: 'success', key: 'medicines:added', values: { name: value.name } });
    return redirect('/manage-medicines', { headers: { 'Set-Cookie': toast } });
  },
);

const EMPTY = {
  name: '',
  name2: '',
  description: '',
  usageAmount: '',
  usageInterval: '',
  usageStartDate: '',
  usageStartTime: '',
  dosage: '',
  amount: '',
  refillLeadDays: String(DEFAULT_REFILL_LEAD_DAYS),
};

export default function AddMedicine({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('medicines');
  return (
    <section className="max-w-xl">
      <h1 className="mb-6 text-3xl font-bold">{t('add_title')}</h1>
      <MedicineForm defaultValue={EMPTY} lastResult={actionData?.result} submitLabel={t('add')} />
    </section>
  );
}
