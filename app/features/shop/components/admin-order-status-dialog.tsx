import { useTranslation } from 'react-i18next';
import type { ShopOrderStatus } from '~/db/schema/shop';
import { FormDialog, StatusChoices, type FormDialogResult } from '~/ui/form-dialog';
import { ADMIN_ORDER_STATUSES, isAdminOrderStatus } from '../admin-orders';

/** What the route's action answers; its toast, success or error, travels as a cookie. */
export type ChangeStatusResult = FormDialogResult;

/** The admin's status dialog for one order; canceled is not offered (spec section 4). */
export function AdminOrderStatusDialog({ orderId, status }: { orderId: number; status: ShopOrderStatus }) {
  const { t } = useTranslation('shop-admin');
  return (
    <FormDialog
      openLabel={t('dialog.open')}
      title={t('dialog.title', { id: orderId })}
      description={t('dialog.description')}
      savingLabel={t('dialog.saving')}
    >
      <input type="hidden" name="orderId" value={orderId} />
      <StatusChoices
        legend={t('dialog.legend')}
        options={ADMIN_ORDER_STATUSES}
        current={isAdminOrderStatus(status) ? status : 'created'}
        label={(option) => t(`shop:status.${option}`)}
      />
    </FormDialog>
  );
}
