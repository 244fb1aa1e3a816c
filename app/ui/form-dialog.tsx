import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button, buttonClass } from './button';
import { Dialog, DialogClose } from './dialog';

/** An i18n key and the values it names. */
export type DialogMessage = { key: string; values?: Record<string, string | number> };

/** What an action behind a form dialog answers; its toast, success or error, travels as a cookie. */
export type FormDialogResult = { ok: true } | { ok: false; error?: string; errors?: DialogMessage[] };

type FormDialogProps = {
  /** The text of the button that opens the dialog. */
  openLabel: string;
  title: ReactNode;
  description?: ReactNode;
  savingLabel: string;
  /** The form's fields; the dialog adds the failure messages and Cancel and Save. */
  children: ReactNode;
  className?: string;
  /** Where the form posts; the current route's action by default. */
  action?: string;
};

/**
 * An admin's edit in a dialog: the form posts through a fetcher, a saved answer closes the dialog
 * (the route's loader revalidates, so the edited row is replaced in place), a refusal is shown in
 * the dialog. Used by the shop orders' status dialog and the test requests' dialogs.
 */
export function FormDialog({
  openLabel,
  title,
  description,
  savingLabel,
  children,
  className,
  action,
}: FormDialogProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormDialogResult>();
  const [open, setOpen] = useState(false);
  // The answer that was already there when the dialog opened is not news to show again.
  const [openedWith, setOpenedWith] = useState<FormDialogResult | undefined>();
  const [handled, setHandled] = useState<FormDialogResult | undefined>();
  const saving = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const failure = result && !result.ok && result !== openedWith ? result : null;

  if (result !== handled) {
    setHandled(result);
    if (result?.ok) setOpen(false);
  }

  const messages: DialogMessage[] = failure
    ? [...(failure.error ? [{ key: failure.error }] : []), ...(failure.errors ?? [])]
    : [];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setOpenedWith(fetcher.data);
      }}
      trigger={
        <Button variant="secondary" className="py-1.5">
          {openLabel}
        </Button>
      }
      title={title}
      description={description}
      className={className}
    >
      <fetcher.Form method="post" action={action} className="flex flex-col gap-4">
        {children}
        {messages.length ? (
          <ul role="alert" className="flex flex-col gap-1 text-sm text-red-700">
            {messages.map((message) => (
              <li key={`${message.key}${JSON.stringify(message.values ?? {})}`}>
                {t(message.key, message.values ?? {})}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose className={buttonClass('ghost')}>{t('common:actions.cancel')}</DialogClose>
          <button type="submit" disabled={saving} className={buttonClass('primary')}>
            {saving ? savingLabel : t('common:actions.save')}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

/** The radio list of a status dialog. */
export function StatusChoices<S extends string>({
  legend,
  options,
  current,
  label,
}: {
  legend: string;
  options: readonly S[];
  current: S;
  label: (status: S) => string;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option}
          className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-50 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name="status"
            value={option}
            defaultChecked={option === current}
            className="size-4 accent-brand-600"
          />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}
