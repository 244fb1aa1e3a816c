import { getFormProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ErrorList, SubmitButton } from '~/ui/form';
import { timeZoneSchema } from '../schema';

const neverChanges = () => () => undefined;
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
let zoneList: string[] | null = null;
/** The same array every time: useSyncExternalStore compares snapshots by identity. */
function browserTimeZones(): string[] {
  zoneList ??= Intl.supportedValuesOf('timeZone');
  return zoneList;
}

/**
 * The zone the doses are scheduled in. Until the user saves one, the device's zone is offered
 * (known only in the browser, so it is picked after the page loads).
 */
export function TimeZoneForm({
  timeZone,
  chosen,
  lastResult,
}: {
  timeZone: string;
  chosen: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation('medicines');
  const deviceZone = useSyncExternalStore(neverChanges, deviceTimeZone, () => null);
  const known = useSyncExternalStore(neverChanges, browserTimeZones, () => null);
  const zones = !known ? [timeZone] : known.includes(timeZone) ? known : [timeZone, ...known];
  const offered = !chosen && deviceZone && zones.includes(deviceZone) ? deviceZone : timeZone;
  const defaultValue = useMemo(() => ({ timeZone }), [timeZone]);
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: timeZoneSchema }),
    shouldValidate: 'onSubmit',
  });
  const { key: _key, ...select } = getSelectProps(fields.timeZone);
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3 print:hidden">
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.timeZone.id} className="text-sm font-medium">
          {t('time_zone.label')}
        </label>
        <select
          {...select}
          key={`${offered}-${zones.length}`}
          defaultValue={offered}
          dir="ltr"
          className="rounded-lg border border-gray-300 bg-white px-3 py-2"
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        <ErrorList id={fields.timeZone.errorId} errors={fields.timeZone.errors} />
      </div>
      <SubmitButton>{t('time_zone.save')}</SubmitButton>
      {chosen ? null : <p className="w-full text-sm text-gray-700">{t('time_zone.not_chosen')}</p>}
    </Form>
  );
}
