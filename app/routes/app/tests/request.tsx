import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, redirect } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { requestTest } from '~/features/lab-tests/orders.server';
import {
  ADDRESS_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  ownTestHref,
  requestTestSchema,
  TEST_ORDER_TYPES,
} from '~/features/lab-tests/schema';
import { conformAction } from '~/http/action.server';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/request';

export const handle: RouteHandle = { titleKey: 'lab-tests:request.title' };

export const action = conformAction(
  { schema: requestTestSchema },
  async ({ value }, { context }: Route.ActionArgs) => {
    const id = await requestTest(getDb(), requireActor(context), value);
    const toast = toastCookie({ type: 'success', key: 'lab-tests:request.sent', values: { id } });
    return redirect(ownTestHref(id), { headers: { 'Set-Cookie': toast } });
  },
);

export default function RequestNewTest({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('lab-tests');
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: requestTestSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <section className="max-w-xl">
      <h1 className="mb-2 text-3xl font-bold">{t('request.title')}</h1>
      <p className="mb-6 text-gray-700">{t('request.lead')}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm"
      >
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={fields.type.errors ? fields.type.errorId : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('request.type')}</legend>
          {TEST_ORDER_TYPES.map((type) => (
            <div
              key={type}
              className="flex items-start gap-3 rounded-xl border border-gray-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                id={`test-type-${type}`}
                type="radio"
                name={fields.type.name}
                value={type}
                defaultChecked={fields.type.initialValue === type}
                aria-describedby={`test-type-${type}-hint`}
                className="mt-1 size-4 accent-brand-600"
              />
              <div className="flex flex-col">
                <label
                  htmlFor={`test-type-${type}`}
                  className="flex cursor-pointer items-center gap-2 font-semibold"
                >
                  <Icon name={type === 'genome' ? 'dna' : 'chart'} className="size-4" />
                  {t(`type.${type}`)}
                </label>
                <span id={`test-type-${type}-hint`} className="text-sm text-gray-600">
                  {t(`request.type_hint.${type}`)}
                </span>
              </div>
            </div>
          ))}
          <ErrorList id={fields.type.errorId} errors={fields.type.errors} />
        </fieldset>
        <TextField
          field={fields.address}
          label={t('request.address')}
          autoComplete="street-address"
          maxLength={ADDRESS_MAX_LENGTH}
          hint={t('request.address_hint')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.note.id} className="text-sm font-medium">
            {t('request.note')}
          </label>
          <textarea
            {...getTextareaProps(fields.note)}
            key={undefined}
            maxLength={NOTE_MAX_LENGTH}
            rows={3}
            aria-describedby={fields.note.errors ? fields.note.errorId : undefined}
            className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-start aria-[invalid=true]:border-red-600"
          />
          <p className="text-xs text-gray-600">{t('request.note_hint')}</p>
          <ErrorList id={fields.note.errorId} errors={fields.note.errors} />
        </div>
        <div>
          <SubmitButton>{t('request.submit')}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
