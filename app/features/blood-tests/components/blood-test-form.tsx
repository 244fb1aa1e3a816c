import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import type { FieldMetadata, SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import { MARKER_IDS, MARKERS, type MarkerId } from '../markers';
import { bloodTestSchema, latestTestDate, markerField, TITLE_MAX_LENGTH } from '../schema';

const inputClass =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-start aria-[invalid=true]:border-red-600';

export type BloodTestDefaults = Record<string, string>;

type Props = {
  lastResult?: SubmissionResult<string[]>;
  defaultValue: BloodTestDefaults;
  submitLabel: string;
};

/** The add and edit form: the test's details, then one row per marker (left empty when not measured). */
export function BloodTestForm({ lastResult, defaultValue, submitLabel }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bloodTestSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const field: FieldOf = (name) => {
    const found = fields[name];
    if (!found) throw new Error(`The blood test form has no field ${name}`);
    return found as FieldMetadata<string>;
  };
  const title = field('title');
  const takenOn = field('takenOn');
  const lab = field('lab');
  const notes = field('notes');
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm sm:grid-cols-2">
        <TextField
          field={title}
          label={t('blood-tests:form.title')}
          hint={t('blood-tests:form.title_hint')}
          maxLength={TITLE_MAX_LENGTH}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={takenOn.id} className="text-sm font-medium">
            {t('blood-tests:form.taken_on')}
          </label>
          <input
            {...getInputProps(takenOn, { type: 'date' })}
            key={undefined}
            max={latestTestDate()}
            aria-describedby={takenOn.errors ? takenOn.errorId : undefined}
            className={inputClass}
          />
          <ErrorList id={takenOn.errorId} errors={takenOn.errors} />
        </div>
        <TextField field={lab} label={t('blood-tests:form.lab')} />
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={notes.id} className="text-sm font-medium">
            {t('blood-tests:form.notes')}
          </label>
          <textarea
            {...getTextareaProps(notes)}
            key={undefined}
            rows={2}
            aria-describedby={notes.errors ? notes.errorId : undefined}
            className={inputClass}
          />
          <ErrorList id={notes.errorId} errors={notes.errors} />
        </div>
      </div>
      <section aria-labelledby="markers-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="markers-heading" className="text-lg font-semibold">
          {t('blood-tests:form.markers')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-gray-600">{t('blood-tests:form.markers_hint')}</p>
        <div className="flex flex-col divide-y divide-gray-100">
          {MARKER_IDS.map((id) => (
            <MarkerRow key={id} id={id} field={field} />
          ))}
        </div>
      </section>
      <SubmitButton className="self-start">{submitLabel}</SubmitButton>
    </Form>
  );
}

type FieldOf = (name: string) => FieldMetadata<string>;

function MarkerRow({ id, field }: { id: MarkerId; field: FieldOf }) {
  const { t } = useTranslation();
  const marker = MARKERS[id];
  const name = t(`blood-tests:markers.${id}`);
  const value = field(markerField(id, 'value'));
  const unit = field(markerField(id, 'unit'));
  const low = field(markerField(id, 'low'));
  const high = field(markerField(id, 'high'));
  const errors = [value, unit, low, high].flatMap((f) => f.errors ?? []);
  const errorId = `${value.id}-row-errors`;
  const described = errors.length ? errorId : undefined;
  return (
    <fieldset className="grid grid-cols-2 items-end gap-3 py-3 sm:grid-cols-[12rem_7rem_7rem_6rem_6rem]">
      <legend className="float-start col-span-2 pb-1 font-medium sm:col-span-1 sm:pb-2">{name}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={value.id} className="text-xs text-gray-600">
          {t('blood-tests:columns.value')}
        </label>
        <input
          {...getInputProps(value, { type: 'text' })}
          key={undefined}
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={described}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={unit.id} className="text-xs text-gray-600">
          {t('glucose:entry.unit')}
        </label>
        <select {...getSelectProps(unit)} key={undefined} aria-describedby={described} className={inputClass}>
          {marker.units.map((option) => (
            <option key={option.id} value={option.id}>
              {option.id}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={low.id} className="text-xs text-gray-600">
          {t('blood-tests:form.lab_range')} {t('blood-tests:form.from')}
        </label>
        <input
          {...getInputProps(low, { type: 'text' })}
          key={undefined}
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={described}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={high.id} className="text-xs text-gray-600">
          {t('blood-tests:form.to')}
        </label>
        <input
          {...getInputProps(high, { type: 'text' })}
          key={undefined}
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={described}
          className={inputClass}
        />
      </div>
      <div className="col-span-2 sm:col-span-5">
        <ErrorList id={errorId} errors={errors.length ? errors : undefined} />
      </div>
    </fieldset>
  );
}
