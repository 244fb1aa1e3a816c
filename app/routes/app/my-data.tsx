import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { clearCookie } from '~/auth/cookies.server';
import { requireActor } from '~/auth/middleware.server';
import { SESSION_COOKIE } from '~/auth/session.server';
import { getDb } from '~/db/database.server';
import { deleteOwnAccount } from '~/features/account/delete-account.server';
import { deleteAccountSchema } from '~/features/account/schema';
import { conformAction } from '~/http/action.server';
import { clientIpContext } from '~/request-context';
import { buttonClass } from '~/ui/button';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/my-data';

export const handle: RouteHandle = { titleKey: 'my-data:title' };

export const action = conformAction(
  { schema: deleteAccountSchema, hideFields: ['password'] },
  async ({ value, reply }, { request, context }: Route.ActionArgs) => {
    const result = await deleteOwnAccount(getDb(), requireActor(context), {
      password: value.password,
      ip: context.get(clientIpContext),
    });
    if (!result.ok) return { result: reply({ formErrors: [`my-data:errors.${result.error}`] }) };
    // The session rows went with the account; the cookie goes too.
    const headers = new Headers();
    headers.append('Set-Cookie', clearCookie(request, SESSION_COOKIE));
    headers.append('Set-Cookie', toastCookie({ type: 'success', key: 'my-data:delete.done' }));
    return redirect('/', { headers });
  },
);

export default function MyData({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const { key: _key, ...understood } = getInputProps(fields.understood, { type: 'checkbox', value: 'yes' });
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <Link to="/profile" className="text-sm text-brand-700 underline">
        {t('common:nav.profile')}
      </Link>
      <div>
        <h1 className="text-3xl font-bold">{t('my-data:title')}</h1>
        <p className="mt-1 text-gray-700">{t('my-data:lead')}</p>
      </div>
      <section aria-labelledby="export-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="export-heading" className="text-lg font-semibold">
          {t('my-data:export.title')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-gray-700">{t('my-data:export.text')}</p>
        <a href="/api/my-data" download className={buttonClass('primary')}>
          <Icon name="arrow-down" className="size-4" />
          {t('my-data:export.button')}
        </a>
      </section>
      <section
        aria-labelledby="delete-heading"
        className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm"
      >
        <h2 id="delete-heading" className="text-lg font-semibold text-red-800">
          {t('my-data:delete.title')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-gray-700">{t('my-data:delete.text')}</p>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <ErrorList id={form.errorId} errors={form.errors} />
          <TextField
            field={fields.password}
            label={t('my-data:delete.password')}
            type="password"
            autoComplete="current-password"
          />
          <div className="flex flex-col gap-1">
            <div className="flex items-start gap-2">
              <input
                {...understood}
                aria-describedby={fields.understood.errors ? fields.understood.errorId : undefined}
                className="mt-1 size-4"
              />
              <label htmlFor={fields.understood.id} className="text-sm">
                {t('my-data:delete.understood')}
              </label>
            </div>
            <ErrorList id={fields.understood.errorId} errors={fields.understood.errors} />
          </div>
          <SubmitButton className="self-start bg-red-700 hover:bg-red-800">
            {t('my-data:delete.confirm')}
          </SubmitButton>
        </Form>
      </section>
    </section>
  );
}
