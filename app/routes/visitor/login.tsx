import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import {
  clearCookie,
  readCookie,
  RETURN_TO_COOKIE,
  safeRedirectPath,
  sessionCookie,
} from '~/auth/cookies.server';
import { signIn } from '~/features/account/accounts.server';
import { loginSchema } from '~/features/account/schema';
import { getDb } from '~/db/database.server';
import { conformAction } from '~/http/action.server';
import { clientIpContext } from '~/request-context';
import { detectLocale } from '~/i18n/detect.server';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/login';

export const handle: RouteHandle = { titleKey: 'auth:login.title' };

export const action = conformAction(
  { schema: loginSchema, hideFields: ['password'] },
  async ({ value, reply }, { request, context }: Route.ActionArgs) => {
    // Read before the session is made, so that nothing can fail between the session row and its cookie.
    const target = safeRedirectPath(readCookie(request, RETURN_TO_COOKIE));
    const result = await signIn(getDb(), {
      ...value,
      ip: context.get(clientIpContext),
      locale: detectLocale(request).code,
    });
    if (!result.ok) return { result: reply({ formErrors: [`auth:errors.${result.error}`] }) };
    const headers = new Headers();
    headers.append('Set-Cookie', sessionCookie(request, result.token, result.expiresAt));
    headers.append('Set-Cookie', clearCookie(request, RETURN_TO_COOKIE));
    return redirect(target, { headers });
  },
);

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <section className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-8 shadow-sm">
      <h1 className="mb-6 text-2xl font-bold">{t('auth:login.title')}</h1>
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
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link to="/auth/forgot-password" className="text-brand-700 underline">
          {t('auth:login.forgot_password')}
        </Link>
        <p>
          {t('auth:login.no_account')}{' '}
          <Link to="/auth/register" className="font-semibold text-brand-700 underline">
            {t('auth:register.title')}
          </Link>
        </p>
      </div>
    </section>
  );
}
