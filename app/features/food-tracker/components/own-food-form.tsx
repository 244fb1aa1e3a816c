import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import { OWN_FOOD_NAME_MAX_LENGTH, ownFoodSchema } from '../schema';

/** Saves a food the table lacks: its name, kcal and carbohydrate per serving (with its grams) or per 100 g. */
export function OwnFoodForm({ day, lastResult }: { day: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation('food-tracker');
  const [form, fields] = useForm({
    id: 'own-food',
    lastResult,
    defaultValue: { basis: 'serving' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ownFoodSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="own-heading" className="flex flex-col gap-4">
      <h3 id="own-heading" className="font-semibold">
        {t('own.add_title')}
      </h3>
      <input type="hidden" name="intent" value="own" />
      <input type="hidden" name="date" value={day} />
      <TextField field={fields.name} label={t('own.name')} maxLength={OWN_FOOD_NAME_MAX_LENGTH} />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">{t('own.basis')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['serving', '100g'] as const).map((basis) => (
            <label key={basis} className="flex items-center gap-2">
              <input {...getInputProps(fields.basis, { type: 'radio', value: basis })} key={undefined} />
              {t(`own.basis_${basis}`)}
            </label>
          ))}
        </div>
        <ErrorList id={fields.basis.errorId} errors={fields.basis.errors} />
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <TextField field={fields.kcal} label={t('own.kcal')} inputMode="decimal" />
        <TextField field={fields.carbohydrate} label={t('own.carbohydrate')} inputMode="decimal" />
      </div>
      <TextField
        field={fields.servingGrams}
        label={t('own.serving_grams')}
        inputMode="decimal"
        hint={t('own.serving_grams_hint')}
      />
      <div>
        <SubmitButton>{t('own.save')}</SubmitButton>
      </div>
    </Form>
  );
}
