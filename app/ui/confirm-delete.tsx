import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button';

// The dialog (Radix, about 13 KB) loads on the first press: lists of events and medicines show
// many delete buttons and most visits press none.
const ConfirmDeleteDialog = lazy(() => import('./confirm-delete-dialog'));

/**
 * A delete button that asks first: the dialog names what goes, and only its own button posts to
 * the delete address.
 */
export function ConfirmDelete({
  action,
  label,
  title,
  description,
}: {
  action: string;
  /** The trigger's accessible name, e.g. "Delete Dentist". */
  label: string;
  title: string;
  description: string;
}) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
        className={buttonClass('ghost', 'text-red-700')}
      >
        {t('confirm_delete.delete')}
      </button>
      {pressed ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            action={action}
            title={title}
            description={description}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
