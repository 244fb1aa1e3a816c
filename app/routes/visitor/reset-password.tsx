import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useSearchParams } from 'react-router';
import { resetPassword } from '~/features/account/accounts.server';
import { resetPasswordSchema } from '~/features/account/schema';
import { getDb } from '~/db/database.server';
import { conformAction } from '~/http/action.server';
import { toastCookie } from '~/ui/toast.server';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/reset-password';

export const handle: RouteHandle = { titleKey: 'auth:reset.title' };

export const action = conformAction(
  { schema: resetPasswordSchema, hideFields: ['password'] },
  async ({ value, reply }, _args: Route.ActionArgs) => {
    const result = await resetPassword(getDb(), value.token, value.password);
    if (result.ok) {
      return redirect('/auth/login', {
        headers: { 'Set-Cookie': toastCookie({ type: 'success', key: 'auth:reset.done' }) },
      });
    }
    if (result.error === 'invalid_link')
      return { result: reply({ formErrors: ['auth:errors.invalid_link'] }) };
    const reasons = result.reasons.map((reason) => `auth:password_reasons.${reason}`);
    return { result: reply({ fieldErrors: { password: ['auth:errors.weak_password', ...reasons] } }) };
  },
);

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <section className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-8 shadow-sm">
      <h1 className="mb-6 text-2xl font-bold">{t('auth:reset.title')}</h1>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <ErrorList id={form.errorId} errors={form.errors} />
        <ErrorList errors={fields.token.errors} />
        <input type="hidden" name={fields.token.name} value={searchParams.get('token') ?? ''} />
        <TextField
          field={fields.password}
          label={t('auth:fields.new_password')}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton>{t('auth:reset.submit')}</SubmitButton>
      </Form>
    </section>
  );
}
