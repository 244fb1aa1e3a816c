import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button, buttonClass } from '~/ui/button';
import { Dialog, DialogClose } from '~/ui/dialog';
import type { ShopOrderStatus } from '~/db/schema/shop';
import { ADMIN_ORDER_STATUSES, isAdminOrderStatus } from '../admin-orders';

/** What the route's action answers; its toast, success or error, travels as a cookie. */
export type ChangeStatusResult = { ok: true } | { ok: false; error: string };

/** The admin's status dialog for one order; canceled is not offered (spec section 4). */
export function AdminOrderStatusDialog({ orderId, status }: { orderId: number; status: ShopOrderStatus }) {
  const { t } = useTranslation('shop-admin');
  const fetcher = useFetcher<ChangeStatusResult>();
  const [open, setOpen] = useState(false);
  // The answer that was already there when the dialog opened is not news to show again.
  const [openedWith, setOpenedWith] = useState<ChangeStatusResult | undefined>();
  const [handled, setHandled] = useState<ChangeStatusResult | undefined>();
  const saving = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const failure = result && !result.ok && result !== openedWith ? result : null;

  // A saved status closes the dialog; the success toast comes from the server's toast cookie.
  if (result !== handled) {
    setHandled(result);
    if (result?.ok) setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setOpenedWith(fetcher.data);
      }}
      trigger={
        <Button variant="secondary" className="py-1.5">
          {t('dialog.open')}
        </Button>
      }
      title={t('dialog.title', { id: orderId })}
      description={t('dialog.description')}
    >
      <fetcher.Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="orderId" value={orderId} />
        <fieldset className="flex flex-col gap-1">
          <legend className="sr-only">{t('dialog.legend')}</legend>
          {ADMIN_ORDER_STATUSES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-50 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="status"
                value={option}
                defaultChecked={isAdminOrderStatus(status) ? option === status : option === 'created'}
                className="size-4 accent-brand-600"
              />
              {t(`shop:status.${option}`)}
            </label>
          ))}
        </fieldset>
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {t(failure.error)}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose className={buttonClass('ghost')}>{t('common:actions.cancel')}</DialogClose>
          <button type="submit" disabled={saving} className={buttonClass('primary')}>
            {saving ? t('dialog.saving') : t('common:actions.save')}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
