import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonClass } from './button';
import { Dialog, DialogClose } from './dialog';

export type ConfirmDeleteDialogProps = {
  action: string;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The dialog of ConfirmDelete, loaded on the first press (default export for React.lazy). */
export default function ConfirmDeleteDialog({
  action,
  title,
  description,
  open,
  onOpenChange,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog title={title} description={description} open={open} onOpenChange={onOpenChange}>
      <Form method="post" action={action} className="flex justify-end gap-3">
        <DialogClose className={buttonClass('secondary')}>{t('confirm_delete.keep')}</DialogClose>
        <button type="submit" className={buttonClass('danger')}>
          {t('confirm_delete.delete')}
        </button>
      </Form>
    </Dialog>
  );
}
