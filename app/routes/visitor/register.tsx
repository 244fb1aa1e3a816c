import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { registerAccount } from '~/features/account/accounts.server';
import { registerSchema } from '~/features/account/schema';
import { getDb } from '~/db/database.server';
import { conformAction } from '~/http/action.server';
import { detectLocale } from '~/i18n/detect.server';
import { clientIpContext } from '~/request-context';
import { PASSWORD_MIN_LENGTH } from '~/auth/password-strength';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/register';

export const handle: RouteHandle = { titleKey: 'auth:register.title' };

export const action = conformAction(
  { schema: registerSchema, hideFields: ['password'] },
  async ({ value, reply }, { request, context }: Route.ActionArgs) => {
    const result = await registerAccount(getDb(), value, {
      locale: detectLocale(request).code,
      ip: context.get(clientIpContext),
    });
    if (!result.ok && result.error === 'rate_limited') {
      return { result: reply({ formErrors: ['auth:errors.rate_limited'] }), sent: false };
    }
    if (!result.ok && result.error === 'email_taken') {
      return { result: reply({ fieldErrors: { email: ['auth:errors.email_taken'] } }), sent: false };
    }
    if (!result.ok) {
      const reasons = result.reasons.map((reason) => `auth:password_reasons.${reason}`);
      return {
        result: reply({ fieldErrors: { password: ['auth:errors.weak_password', ...reasons] } }),
        sent: false,
      };
    }
    return { result: reply({ resetForm: true }), sent: true };
  },
);

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  if (actionData && 'sent' in actionData && actionData.sent) {
    return (
      <section className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-8 shadow-sm" aria-live="polite">
        <h1 className="mb-4 text-2xl font-bold">{t('auth:register.check_email_title')}</h1>
        <p>{t('auth:register.check_email_body')}</p>
        <Link to="/auth/login" className="mt-6 inline-block font-semibold text-brand-700 underline">
          {t('auth:login.title')}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-8 shadow-sm">
      <h1 className="mb-6 text-2xl font-bold">{t('auth:register.title')}</h1>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <ErrorList id={form.errorId} errors={form.errors} />
        <TextField field={fields.firstName} label={t('auth:fields.first_name')} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t('auth:fields.last_name')} autoComplete="family-name" />
        <TextField field={fields.email} label={t('auth:fields.email')} type="email" autoComplete="email" />
        <TextField
          field={fields.password}
          label={t('auth:fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth:register.password_hint', { min: PASSWORD_MIN_LENGTH })}
        />
        <SubmitButton>{t('auth:register.submit')}</SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        {t('auth:register.have_account')}{' '}
        <Link to="/auth/login" className="font-semibold text-brand-700 underline">
          {t('auth:login.title')}
        </Link>
      </p>
    </section>
  );
}
