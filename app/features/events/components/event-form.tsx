import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { SubmitButton, TextField } from '~/ui/form';
import { EVENT_TITLE_MAX_LENGTH, eventSchema, type EventInput } from '../schema';

/** The add and edit form of an event: title, date (YYYY-MM-DD) and time (HH:mm). */
export function EventForm({
  defaultValue,
  lastResult,
  submitLabel,
  cancelTo = '/home?page=1',
}: {
  defaultValue?: EventInput;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  /** Where Cancel leads: the user's own list, or the admin's page of the user's records. */
  cancelTo?: string;
}) {
  const { t } = useTranslation('events');
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eventSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <TextField field={fields.title} label={t('fields.title')} maxLength={EVENT_TITLE_MAX_LENGTH} />
      <TextField field={fields.date} label={t('fields.date')} type="date" hint={t('hints.date')} />
      <TextField field={fields.time} label={t('fields.time')} type="time" hint={t('hints.time')} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton>{submitLabel}</SubmitButton>
        <Link to={cancelTo} className={buttonClass('secondary')}>
          {t('common:actions.cancel')}
        </Link>
      </div>
    </Form>
  );
}
