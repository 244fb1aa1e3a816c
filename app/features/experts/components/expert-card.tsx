import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Expert } from '../experts.server';
import { languageName } from '../languages';
import { ExpertPhoto } from './expert-photo';

/** One expert in the directory; the whole card leads to their profile. */
export function ExpertCard({ expert }: { expert: Expert }) {
  const { t, i18n } = useTranslation('experts');
  const name = `${expert.firstName} ${expert.lastName}`;
  return (
    <article className="relative flex h-full gap-4 rounded-xl bg-white p-5 shadow-sm hover:shadow-md">
      <ExpertPhoto photo={expert.photo} />
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg font-semibold">
          <Link to={`/experts/${expert.id}`} className="after:absolute after:inset-0 hover:text-brand-700">
            {name}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">{expert.specialty || t('no_specialty')}</p>
        {expert.location ? <p className="text-sm text-slate-600">{expert.location}</p> : null}
        {expert.languages.length ? (
          <p className="text-sm text-slate-600">
            {t('speaks', {
              languages: expert.languages.map((code) => languageName(code, i18n.language)).join(', '),
            })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
