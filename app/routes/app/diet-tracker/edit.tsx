import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { requireActor, requireUser } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { changeAction, changeFailure, CHANGE_FIELDS } from '~/features/food-tracker/actions.server';
import { EntryFields } from '~/features/food-tracker/components/entry-fields';
import { editPage } from '~/features/food-tracker/page.server';
import { changeSchema, trackerHref } from '~/features/food-tracker/schema';
import { parseRowId } from '~/http/fields';
import { addDays, localDate } from '~/features/time-zone/zoned-time';
import { zoneOf } from '~/features/time-zone/time-zone.server';
import { formAction } from '~/http/action.server';
import { detectLocale } from '~/i18n/detect.server';
import { formatNumber } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import { ErrorList, SubmitButton } from '~/ui/form';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/edit';

export const handle: RouteHandle = { titleKey: 'food-tracker:edit_title' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb();
  const actor = requireActor(context);
  const id = parseRowId(params.entryId);
  const { timeZone } = zoneOf(requireUser(context));
  const page = id === null ? null : await editPage(db, actor, id, detectLocale(request).code);
  if (!page) throw data(null, { status: 404 });
  return { ...page, today: localDate(Date.now(), timeZone) };
}

export const action = formAction(
  { fields: CHANGE_FIELDS },
  async (form, { request, params, context }: Route.ActionArgs) => {
    const db = getDb();
    const actor = requireActor(context);
    const { timeZone } = zoneOf(requireUser(context));
    const today = localDate(Date.now(), timeZone);
    return changeAction(form, parseRowId(params.entryId), {
      db,
      actor,
      locale: detectLocale(request).code,
      today,
    });
  },
  changeFailure,
);

export default function EditEntry({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('food-tracker');
  const { entry, units, today } = loaderData;
  const schema = useMemo(() => changeSchema(today), [today]);
  const [form, fields] = useForm({
    id: 'change',
    lastResult: actionData?.result ?? undefined,
    defaultValue: { amount: String(entry.amount), unit: entry.unit, date: entry.date, time: entry.time },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <section className="max-w-md">
      <h1 className="mb-2 text-3xl font-bold">{t('edit_title')}</h1>
      <p className="mb-6 text-gray-700">
        <bdi>{entry.food}</bdi> ·{' '}
        {t('entries.line', {
          kcal: formatNumber(entry.kcal),
          carbohydrate: formatNumber(entry.carbohydrate),
        })}
      </p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
      >
        <EntryFields fields={fields} units={units} maxDate={addDays(today, 1)} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton>{t('common:actions.save')}</SubmitButton>
          <Link to={trackerHref({ day: entry.date })} className={buttonClass('secondary')}>
            {t('common:actions.cancel')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
