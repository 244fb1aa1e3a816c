import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import { GLUCOSE_CONTEXTS, GLUCOSE_UNITS, type GlucoseUnit } from '../glucose';
import { NOTE_MAX_LENGTH, readingSchema } from '../schema';

const inputClass =
  'rounded-lg border border-gray-300 bg-white px-3 py-2 text-start aria-[invalid=true]:border-red-600';

/** Quick entry: a value, its unit, the situation and the time (now unless changed). */
export function ReadingForm({
  lastResult,
  now,
  unit,
  timeZone,
}: {
  lastResult?: SubmissionResult<string[]>;
  now: string;
  unit: GlucoseUnit;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'reading',
    lastResult,
    defaultValue: { unit, context: 'fasting', measuredAt: now },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: readingSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="add" />
      {/* The page has told the server the browser's zone (a cookie), so the default time and this agree. */}
      <input type="hidden" name="timeZone" value={timeZone} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <TextField
          field={fields.value}
          label={t('glucose:entry.value')}
          inputMode="decimal"
          autoComplete="off"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.unit.id} className="text-sm font-medium">
            {t('glucose:entry.unit')}
          </label>
          <select {...getSelectProps(fields.unit)} key={undefined} className={inputClass}>
            {GLUCOSE_UNITS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <ErrorList id={fields.unit.errorId} errors={fields.unit.errors} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.context.id} className="text-sm font-medium">
            {t('glucose:entry.context')}
          </label>
          <select {...getSelectProps(fields.context)} key={undefined} className={inputClass}>
            {GLUCOSE_CONTEXTS.map((option) => (
              <option key={option} value={option}>
                {t(`glucose:context.${option}`)}
              </option>
            ))}
          </select>
          <ErrorList id={fields.context.errorId} errors={fields.context.errors} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.measuredAt.id} className="text-sm font-medium">
            {t('glucose:entry.measured_at')}
          </label>
          <input
            {...getInputProps(fields.measuredAt, { type: 'datetime-local' })}
            key={undefined}
            aria-describedby={fields.measuredAt.errors ? fields.measuredAt.errorId : undefined}
            className={inputClass}
          />
          <ErrorList id={fields.measuredAt.errorId} errors={fields.measuredAt.errors} />
        </div>
      </div>
      <TextField field={fields.note} label={t('glucose:entry.note')} maxLength={NOTE_MAX_LENGTH} />
      <SubmitButton className="self-start">{t('glucose:entry.save')}</SubmitButton>
    </Form>
  );
}
