import { getFormProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonClass } from '~/ui/button';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import { formatNumber } from '~/i18n/locales';
import { fromMgDl, GLUCOSE_UNITS, roundFor, type GlucoseUnit, type TargetRange } from '../glucose';
import { targetSchema } from '../schema';

/** The user's own target range, or back to the standard 70–180 mg/dL. */
export function TargetForm({
  lastResult,
  target,
  unit,
}: {
  lastResult?: SubmissionResult<string[]>;
  target: TargetRange & { own: boolean };
  unit: GlucoseUnit;
}) {
  const { t } = useTranslation();
  const shown = (mgDl: number) => String(roundFor(unit, fromMgDl(mgDl, unit)));
  const [form, fields] = useForm({
    id: 'target',
    lastResult,
    defaultValue: { low: shown(target.low), high: shown(target.high), unit },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: targetSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700">
        {target.own
          ? t('glucose:target.own', {
              low: formatNumber(Number(shown(target.low))),
              high: formatNumber(Number(shown(target.high))),
              unit,
            })
          : t('glucose:target.default')}
      </p>
      <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="target" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="w-28">
          <TextField
            field={fields.low}
            label={t('glucose:target.low')}
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <div className="w-28">
          <TextField
            field={fields.high}
            label={t('glucose:target.high')}
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.unit.id} className="text-sm font-medium">
            {t('glucose:target.unit')}
          </label>
          <select
            {...getSelectProps(fields.unit)}
            key={undefined}
            className="rounded-lg border border-gray-300 bg-white px-3 py-2"
          >
            {GLUCOSE_UNITS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton>{t('glucose:target.save')}</SubmitButton>
      </Form>
      {target.own ? (
        <Form method="post">
          <input type="hidden" name="intent" value="reset-target" />
          <button type="submit" className={buttonClass('ghost')}>
            {t('glucose:target.reset')}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
