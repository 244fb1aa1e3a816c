import type { OwnMedicine } from '../medicines.server';
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import {
  MEDICINE_DESCRIPTION_MAX_LENGTH,
  MEDICINE_NAME_MAX_LENGTH,
  MEDICINE_TEXT_MAX_LENGTH,
  medicineSchema,
} from '../schema';

/** What the form shows: every field as typed text. */
export type MedicineFormValues = Record<
  | 'name'
  | 'name2'
  | 'description'
  | 'usageAmount'
  | 'usageInterval'
  | 'usageStartDate'
  | 'usageStartTime'
  | 'dosage'
  | 'amount'
  | 'refillLeadDays',
  string
>;

/** A stored medicine as the edit form shows it. */
export function medicineFormValues(medicine: OwnMedicine): MedicineFormValues {
  return {
    name: medicine.name,
    name2: medicine.name2,
    description: medicine.description,
    usageAmount: medicine.usageAmount,
    usageInterval: String(medicine.usageInterval),
    usageStartDate: medicine.usageStartDate,
    usageStartTime: medicine.usageStartTime,
    dosage: medicine.dosage,
    amount: medicine.amount === null ? '' : String(medicine.amount),
    refillLeadDays: String(medicine.refillLeadDays),
  };
}

/** The add and edit form of a medicine: every field of the spec, plus when to remind of a refill. */
export function MedicineForm({
  defaultValue,
  lastResult,
  submitLabel,
  cancelTo = '/manage-medicines',
}: {
  defaultValue?: MedicineFormValues;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  /** Where Cancel leads: the user's own list, or the admin's page of the user's records. */
  cancelTo?: string;
}) {
  const { t } = useTranslation('medicines');
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: medicineSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const { key: _key, ...description } = getTextareaProps(fields.description);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <TextField field={fields.name} label={t('fields.name')} maxLength={MEDICINE_NAME_MAX_LENGTH} />
      <TextField
        field={fields.name2}
        label={t('fields.name2')}
        hint={t('hints.name2')}
        maxLength={MEDICINE_NAME_MAX_LENGTH}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.description.id} className="text-sm font-medium">
          {t('fields.description')}
        </label>
        <textarea
          {...description}
          rows={3}
          maxLength={MEDICINE_DESCRIPTION_MAX_LENGTH}
          aria-describedby={fields.description.errors ? fields.description.errorId : undefined}
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-start aria-[invalid=true]:border-red-600"
        />
        <ErrorList id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <TextField
        field={fields.dosage}
        label={t('fields.dosage')}
        hint={t('hints.dosage')}
        maxLength={MEDICINE_TEXT_MAX_LENGTH}
      />
      <TextField
        field={fields.usageAmount}
        label={t('fields.usage_amount')}
        hint={t('hints.usage_amount')}
        maxLength={MEDICINE_TEXT_MAX_LENGTH}
      />
      <TextField
        field={fields.usageInterval}
        label={t('fields.usage_interval')}
        hint={t('hints.usage_interval')}
        inputMode="decimal"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.usageStartDate} label={t('fields.usage_start_date')} type="date" />
        <TextField field={fields.usageStartTime} label={t('fields.usage_start_time')} type="time" />
      </div>
      <TextField
        field={fields.amount}
        label={t('fields.amount')}
        hint={t('hints.amount')}
        inputMode="decimal"
      />
      <TextField
        field={fields.refillLeadDays}
        label={t('fields.refill_lead_days')}
        hint={t('hints.refill_lead_days')}
        inputMode="numeric"
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton>{submitLabel}</SubmitButton>
        <Link to={cancelTo} className={buttonClass('secondary')}>
          {t('common:actions.cancel')}
        </Link>
      </div>
    </Form>
  );
}
