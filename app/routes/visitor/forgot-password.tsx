import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { requestPasswordReset } from '~/features/account/accounts.server';
import { forgotPasswordSchema } from '~/features/account/schema';
import { getDb } from '~/db/database.server';
import { conformAction } from '~/http/action.server';
import { detectLocale } from '~/i18n/detect.server';
import { clientIpContext } from '~/request-context';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/forgot-password';

export const handle: RouteHandle = { titleKey: 'auth:forgot.title' };

export const action = conformAction(
  { schema: forgotPasswordSchema },
  async ({ value, reply }, { request, context }: Route.ActionArgs) => {
    const answer = await requestPasswordReset(getDb(), value.email, {
      locale: detectLocale(request).code,
      ip: context.get(clientIpContext),
    });
    if (!answer.ok) return { result: reply({ formErrors: ['auth:errors.rate_limited'] }), sent: false };
    return { result: reply({ resetForm: true }), sent: true };
  },
);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <section className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-8 shadow-sm">
      <h1 className="mb-4 text-2xl font-bold">{t('auth:forgot.title')}</h1>
      {actionData && 'sent' in actionData && actionData.sent ? (
        <p aria-live="polite">{t('auth:forgot.sent')}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <ErrorList id={form.errorId} errors={form.errors} />
          <p className="text-sm text-gray-700">{t('auth:forgot.intro')}</p>
          <TextField field={fields.email} label={t('auth:fields.email')} type="email" autoComplete="email" />
          <SubmitButton>{t('auth:forgot.submit')}</SubmitButton>
        </Form>
      )}
      <Link to="/auth/login" className="mt-6 inline-block text-sm text-brand-700 underline">
        {t('auth:login.title')}
      </Link>
    </section>
  );
}
