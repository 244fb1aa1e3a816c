import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button, buttonClass } from '~/ui/button';
import { Dialog, DialogClose } from '~/ui/dialog';
import type { UserChange, UserChangeResult } from '../admin-users';

/**
 * A dialog with one form that posts one change of a user to the page's own action. It closes once
 * saved (the success toast comes from the server's toast cookie) and shows a refusal in place.
 */
export function ChangeDialog({
  trigger,
  title,
  description,
  triggerLabel,
  intent,
  userId,
  submitLabel,
  destructive = false,
  children,
}: {
  trigger: string;
  /** The trigger's accessible name where its text alone is ambiguous, e.g. "Remove Dentist". */
  triggerLabel?: string;
  title: string;
  description?: string;
  intent: UserChange['intent'];
  userId: string;
  submitLabel?: string;
  destructive?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin-users');
  const fetcher = useFetcher<UserChangeResult>();
  const [open, setOpen] = useState(false);
  // The answer that was already there when the dialog opened is not news to show again.
  const [openedWith, setOpenedWith] = useState<UserChangeResult | undefined>();
  const [handled, setHandled] = useState<UserChangeResult | undefined>();
  const saving = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const failure = result && !result.ok && result !== openedWith ? result : null;

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
        <Button
          variant={destructive ? 'ghost' : 'secondary'}
          className={destructive ? 'py-1.5 text-red-700' : 'py-1.5'}
          aria-label={triggerLabel}
        >
          {trigger}
        </Button>
      }
      title={title}
      description={description}
    >
      <fetcher.Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="userId" value={userId} />
        {children}
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {t(failure.error)}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose className={buttonClass('ghost')}>{t('common:actions.cancel')}</DialogClose>
          <button type="submit" disabled={saving} className={buttonClass(destructive ? 'danger' : 'primary')}>
            {saving ? t('saving') : (submitLabel ?? t('common:actions.save'))}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

/** Radio buttons for one field of a change, the current value chosen. */
export function Choices({
  legend,
  name,
  options,
  current,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  current: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-50 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={option.value === current}
            className="size-4 accent-brand-600"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
