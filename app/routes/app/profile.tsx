import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { conformAction } from '~/http/action.server';
import { getOwnProfile, updateOwnName } from '~/features/profile/profile.server';
import { profileNameSchema } from '~/features/account/schema';
import { toastCookie } from '~/ui/toast.server';
import { SubmitButton, TextField } from '~/ui/form';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/profile';

export const handle: RouteHandle = { titleKey: 'common:nav.profile' };

export async function loader({ context }: Route.LoaderArgs) {
  const profile = await getOwnProfile(getDb(), requireActor(context));
  if (!profile) throw data(null, { status: 404 });
  return { profile };
}

export const action = conformAction(
  { schema: profileNameSchema },
  async ({ value, reply }, { context }: Route.ActionArgs) => {
    await updateOwnName(getDb(), requireActor(context), value);
    const toast = toastCookie({ type: 'success', key: 'common:profile.saved' });
    return data({ result: reply() }, { headers: { 'Set-Cookie': toast } });
  },
);

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile } = loaderData;
  // A new object on every render would make Conform reset the form on each validation.
  const defaultValue = useMemo(
    () => ({ firstName: profile.firstName, lastName: profile.lastName }),
    [profile.firstName, profile.lastName],
  );
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileNameSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <section className="max-w-md">
      <h1 className="mb-2 text-3xl font-bold">{t('common:nav.profile')}</h1>
      <p className="mb-6 text-gray-700" dir="ltr">
        {profile.email}
      </p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
      >
        <TextField field={fields.firstName} label={t('auth:fields.first_name')} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t('auth:fields.last_name')} autoComplete="family-name" />
        <SubmitButton>{t('common:actions.save')}</SubmitButton>
      </Form>
      <p className="mt-6">
        <Link to="/profile/my-data" className="text-brand-700 underline">
          {t('my-data:link')}
        </Link>
      </p>
    </section>
  );
}
