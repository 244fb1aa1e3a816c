import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { ExpertPhoto } from '~/features/experts/components/expert-photo';
import { getExpert } from '~/features/experts/experts.server';
import { languageName } from '~/features/experts/languages';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/expert';

export const handle: RouteHandle = { titleKey: 'experts:profile.title' };

/** A listed expert's public profile; a user's, an admin's or an unknown id is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const expert = await getExpert(getDb(), requireActor(context), params.expertId);
  if (!expert) throw data(null, { status: 404 });
  return { expert };
}

export default function ExpertProfile({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('experts');
  const { expert } = loaderData;
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <Link to="/experts" className="inline-flex items-center gap-1 text-sm text-brand-700 underline">
        <Icon name="arrow-left" className="size-4 rtl:rotate-180" />
        {t('profile.back')}
      </Link>
      <header className="flex items-center gap-4">
        <ExpertPhoto photo={expert.photo} size="lg" />
        <div>
          <h1 className="text-3xl font-bold">
            {expert.firstName} {expert.lastName}
          </h1>
          <p className="text-lg text-slate-700">{expert.specialty || t('no_specialty')}</p>
        </div>
      </header>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-sm text-slate-600">{t('fields.location')}</dt>
        <dd>{expert.location || t('profile.not_given')}</dd>
        <dt className="text-sm text-slate-600">{t('fields.languages')}</dt>
        <dd>
          {expert.languages.length
            ? expert.languages.map((code) => languageName(code, i18n.language)).join(', ')
            : t('profile.not_given')}
        </dd>
        <dt className="text-sm text-slate-600">{t('fields.contact_email')}</dt>
        <dd>
          {expert.contactEmail ? (
            <a href={`mailto:${expert.contactEmail}`} dir="ltr" className="text-brand-700 underline">
              {expert.contactEmail}
            </a>
          ) : (
            t('profile.not_given')
          )}
        </dd>
      </dl>
      <section aria-labelledby="expert-bio" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="expert-bio" className="mb-2 text-lg font-semibold">
          {t('fields.bio')}
        </h2>
        <p className="whitespace-pre-line text-slate-800">{expert.bio || t('profile.no_bio')}</p>
      </section>
    </article>
  );
}
