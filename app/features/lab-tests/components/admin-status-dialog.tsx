import { useTranslation } from 'react-i18next';
import { FormDialog, StatusChoices } from '~/ui/form-dialog';
import { TEST_ORDER_STATUSES, type TestOrderStatus } from '../schema';

/** The admin sets any of the four statuses (spec 000 section 4). */
export function AdminTestStatusDialog({ orderId, status }: { orderId: number; status: TestOrderStatus }) {
  const { t } = useTranslation('lab-tests');
  return (
    <FormDialog
      openLabel={t('admin.change_status')}
      title={t('admin.status_title', { id: orderId })}
      description={t('admin.status_description')}
      savingLabel={t('admin.saving')}
    >
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="orderId" value={orderId} />
      <StatusChoices
        legend={t('admin.new_status')}
        options={TEST_ORDER_STATUSES}
        current={status}
        label={(option) => t(`status.${option}`)}
      />
    </FormDialog>
  );
}
