import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { userContext } from '~/auth/context';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { ExpertPhoto } from '~/features/experts/components/expert-photo';
import { getOwnExpertProfile, saveOwnExpertProfile } from '~/features/experts/experts.server';
import { languageName, SPOKEN_LANGUAGES } from '~/features/experts/languages';
import {
  BIO_MAX_LENGTH,
  EXPERT_PHOTOS,
  expertProfileSchema,
  LOCATION_MAX_LENGTH,
  SPECIALTY_MAX_LENGTH,
} from '~/features/experts/schema';
import { conformAction } from '~/http/action.server';
import { ErrorList, SubmitButton, TextField } from '~/ui/form';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/edit-profile';

export const handle: RouteHandle = { titleKey: 'experts:edit.title' };

/** Experts only: anyone else gets the 404 page, for the page and for its action, before the form is read. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    if (context.get(userContext)?.type !== 'expert') throw data(null, { status: 404 });
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const profile = await getOwnExpertProfile(getDb(), requireActor(context));
  if (!profile) throw data(null, { status: 404 });
  return { profile };
}

export const action = conformAction(
  { schema: expertProfileSchema },
  async ({ value, reply }, { context }: Route.ActionArgs) => {
    const saved = await saveOwnExpertProfile(getDb(), requireActor(context), value);
    if (!saved) throw data(null, { status: 404 });
    const toast = toastCookie({ type: 'success', key: 'experts:edit.saved' });
    return data({ result: reply() }, { headers: { 'Set-Cookie': toast } });
  },
);

const fieldClass =
  'rounded-lg border border-gray-300 bg-white px-3 py-2 text-start aria-[invalid=true]:border-red-600';

export default function EditExpertProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('experts');
  const { profile } = loaderData;
  const defaultValue = useMemo(
    () => ({
      specialty: profile.specialty,
      location: profile.location,
      contactEmail: profile.contactEmail,
      bio: profile.bio,
      languages: profile.languages,
      photo: profile.photo,
    }),
    [profile],
  );
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: expertProfileSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const { key: _bioKey, ...bioProps } = getTextareaProps(fields.bio);
  const chosenLanguages = new Set(fields.languages.initialValue ?? []);
  return (
    <section className="max-w-2xl">
      <h1 className="mb-2 text-3xl font-bold">{t('edit.title')}</h1>
      <p className="mb-6 text-gray-700">{t('edit.intro')}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm"
      >
        <TextField field={fields.specialty} label={t('fields.specialty')} maxLength={SPECIALTY_MAX_LENGTH} />
        <TextField field={fields.location} label={t('fields.location')} maxLength={LOCATION_MAX_LENGTH} />
        <TextField
          field={fields.contactEmail}
          type="email"
          label={t('fields.contact_email')}
          autoComplete="email"
          hint={t('edit.contact_email_hint')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.bio.id} className="text-sm font-medium">
            {t('fields.bio')}
          </label>
          <textarea
            {...bioProps}
            rows={6}
            maxLength={BIO_MAX_LENGTH}
            aria-describedby={fields.bio.errors ? fields.bio.errorId : undefined}
            className={fieldClass}
          />
          <ErrorList id={fields.bio.errorId} errors={fields.bio.errors} />
        </div>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={fields.languages.errors ? fields.languages.errorId : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('fields.languages')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {SPOKEN_LANGUAGES.map((code) => (
              <label key={code} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={fields.languages.name}
                  value={code}
                  defaultChecked={chosenLanguages.has(code)}
                  className="size-4 accent-brand-600"
                />
                {languageName(code, i18n.language)}
              </label>
            ))}
          </div>
          <ErrorList id={fields.languages.errorId} errors={fields.languages.errors} />
        </fieldset>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={fields.photo.errors ? fields.photo.errorId : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('fields.photo')}</legend>
          <div className="flex flex-wrap gap-2">
            {EXPERT_PHOTOS.map((photo) => (
              <label
                key={photo}
                className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border border-transparent p-2 text-xs has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
              >
                <input
                  {...getInputProps(fields.photo, { type: 'radio', value: photo })}
                  key={photo}
                  className="sr-only"
                />
                <ExpertPhoto photo={photo} />
                {t(`photos.${photo}`)}
              </label>
            ))}
          </div>
          <ErrorList id={fields.photo.errorId} errors={fields.photo.errors} />
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton>{t('common:actions.save')}</SubmitButton>
          <Link to="/experts" className="text-brand-700 underline">
            {t('edit.to_directory')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
