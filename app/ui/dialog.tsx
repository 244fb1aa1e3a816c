import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

type DialogProps = {
  /** The element that opens the dialog, usually a button; it gets focus back on close. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Extra classes for the panel, e.g. a wider max width. */
  className?: string;
};

/**
 * A modal dialog on Radix: focus is trapped and returned, Escape and the close button close it,
 * the title and description are announced. Logical properties keep it mirrored in Arabic and Persian.
 */
export function Dialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        {/* Content sits inside the overlay so a tall dialog scrolls and centring needs no transform. */}
        <RadixDialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-black/40 p-4">
          <RadixDialog.Content
            className={`relative w-full min-w-0 max-w-md rounded-2xl bg-white p-6 text-start shadow-xl ${className ?? ''}`}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <RadixDialog.Title className="pe-8 text-lg font-semibold">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            ) : null}
            <div className="mt-4">{children}</div>
            <RadixDialog.Close
              className="absolute end-3 top-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('common:actions.close')}
            >
              <Icon name="close" className="size-5" />
            </RadixDialog.Close>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the surrounding dialog, e.g. Cancel. */
export const DialogClose = RadixDialog.Close;
