import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/ui/button';

/** Why the last generation failed; the plan shown is the one from before. */
export function FailureNotice({ errorKey }: { errorKey: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div
      role="alert"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <p>{t(errorKey)}</p>
      <p className="text-sm">{t('plans:job.kept')}</p>
      <Link to={location.pathname} className={buttonClass('secondary', 'self-start')} reloadDocument>
        {t('common:actions.try_again')}
      </Link>
    </div>
  );
}
