import { getSelectProps, type FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '~/i18n/locales';
import { ErrorList, TextField } from '~/ui/form';

const selectClass =
  'rounded-lg border border-gray-300 bg-white px-3 py-2 text-start aria-[invalid=true]:border-red-600';

export type UnitOption = { unit: string; grams?: number };

/** "slice (29 g)" for a serving, "g" for grams; a unit of unknown weight shows its name only. */
export function useUnitLabel() {
  const { t } = useTranslation('food-tracker');
  return (unit: string, grams?: number) => {
    const name = t(`units.${unit}`, { defaultValue: unit });
    return unit === 'g' || grams === undefined
      ? name
      : t('unit_option', { unit: name, grams: formatNumber(grams) });
  };
}

type Fields = {
  amount: FieldMetadata<string>;
  unit: FieldMetadata<string>;
  date: FieldMetadata<string>;
  time: FieldMetadata<string>;
};

/** Amount and unit (grams or one of the food's servings), date and time: the add and edit forms share them. */
export function EntryFields({
  fields,
  units,
  maxDate,
}: {
  fields: Fields;
  units: UnitOption[];
  maxDate: string;
}) {
  const { t } = useTranslation('food-tracker');
  const label = useUnitLabel();
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <TextField field={fields.amount} label={t('entry.amount')} inputMode="decimal" />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.unit.id} className="text-sm font-medium">
            {t('entry.unit')}
          </label>
          <select
            {...getSelectProps(fields.unit)}
            key={undefined}
            aria-describedby={fields.unit.errors ? fields.unit.errorId : undefined}
            className={selectClass}
          >
            {units.map(({ unit, grams }) => (
              <option key={unit} value={unit}>
                {label(unit, grams)}
              </option>
            ))}
          </select>
          <ErrorList id={fields.unit.errorId} errors={fields.unit.errors} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          field={fields.date}
          label={t('entry.date')}
          type="date"
          max={maxDate}
          hint={t('entry.date_hint')}
        />
        <TextField field={fields.time} label={t('entry.time')} type="time" hint={t('entry.time_hint')} />
      </div>
    </>
  );
}
