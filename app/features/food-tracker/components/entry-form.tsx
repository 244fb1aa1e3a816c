import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { addDays } from '~/features/time-zone/zoned-time';
import { formatNumber } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import { ErrorList, SubmitButton } from '~/ui/form';
import { entrySchema, trackerHref } from '../schema';
import { EntryFields, type UnitOption } from './entry-fields';

export type ChosenFood = {
  foodId: string;
  name: string;
  units: UnitOption[];
  per100g: { kcal: number; carbohydrate: number } | null;
};

/** Logs an amount of the chosen food: grams or one of its servings, at a date and time. */
export function EntryForm({
  food,
  day,
  today,
  nowTime,
  lastResult,
}: {
  food: ChosenFood;
  day: string;
  today: string;
  nowTime: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation('food-tracker');
  const schema = useMemo(() => entrySchema(today), [today]);
  const serving = food.units.find((unit) => unit.unit !== 'g');
  const [form, fields] = useForm({
    id: 'entry',
    lastResult,
    defaultValue: {
      food: food.foodId,
      amount: serving ? '1' : '100',
      unit: serving?.unit ?? 'g',
      date: day,
      time: day === today ? nowTime : '12:00',
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="entry-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <h2 id="entry-heading" className="text-lg font-semibold">
        {t('entry.title', { food: food.name })}
      </h2>
      {food.per100g ? (
        <p className="text-sm text-gray-700">
          {t('entry.per_100g', {
            kcal: formatNumber(food.per100g.kcal),
            carbohydrate: formatNumber(food.per100g.carbohydrate),
          })}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name={fields.food.name} value={food.foodId} />
      <ErrorList id={fields.food.errorId} errors={fields.food.errors} />
      <EntryFields fields={fields} units={food.units} maxDate={addDays(today, 1)} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton>{t('entry.save')}</SubmitButton>
        <Link to={trackerHref({ day: day === today ? undefined : day })} className={buttonClass('secondary')}>
          {t('entry.close')}
        </Link>
      </div>
    </Form>
  );
}
