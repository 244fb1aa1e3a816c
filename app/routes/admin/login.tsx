import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, redirect } from 'react-router';
import {
  clearCookie,
  readCookie,
  RETURN_TO_COOKIE,
  safeRedirectPath,
  sessionCookie,
} from '~/auth/cookies.server';
import { deleteSession } from '~/auth/session.server';
import { signIn } from '~/features/account/accounts.server';
import { loginSchema } from '~/features/account/schema';
import { getDb } from '~/db/database.server';
import { conformAction } from '~/http/action.server';
import { clientIpContext } from '~/request-context';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/login';

export const handle: RouteHandle = { titleKey: 'admin:login.title', adminPanel: true };

export const action = conformAction(
  { schema: loginSchema, hideFields: ['password'] },
  async ({ value, reply }, { request, context }: Route.ActionArgs) => {
    const returnTo = safeRedirectPath(readCookie(request, RETURN_TO_COOKIE), '/admin');
    const target = returnTo.startsWith('/admin') ? returnTo : '/admin';
    const db = getDb();
    const result = await signIn(db, { ...value, ip: context.get(clientIpContext) });
    if (!result.ok) return { result: reply({ formErrors: [`auth:errors.${result.error}`] }) };
    if (result.type !== 'admin') {
      await deleteSession(db, result.token);
      return { result: reply({ formErrors: ['auth:errors.not_admin'] }) };
    }
    const headers = new Headers();
    headers.append('Set-Cookie', sessionCookie(request, result.token, result.expiresAt));
    headers.append('Set-Cookie', clearCookie(request, RETURN_TO_COOKIE));
    return redirect(target, { headers });
  },
);

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <section className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-8 shadow-sm">
      <h1 className="mb-6 text-2xl font-bold">{t('admin:login.title')}</h1>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <ErrorList id={form.errorId} errors={form.errors} />
        <TextField field={fields.email} label={t('auth:fields.email')} type="email" autoComplete="email" />
        <TextField
          field={fields.password}
          label={t('auth:fields.password')}
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton>{t('auth:login.submit')}</SubmitButton>
      </Form>
    </section>
  );
}
