import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import type { RouteHandle } from '~/ui/route-handle';

export const handle: RouteHandle = { titleKey: 'visitor:start.title' };

const steps = ['answer', 'samples', 'plan', 'track'] as const;

export default function Start() {
  const { t } = useTranslation('visitor');
  return (
    <div className="mx-auto max-w-3xl py-8">
      <h1 className="text-3xl font-bold">{t('start.headline')}</h1>
      <p className="mt-3 text-gray-700">{t('start.lead')}</p>
      <ol className="mt-8 space-y-4">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700">
              {index + 1}
            </span>
            <div>
              <h2 className="font-semibold">{t(`start.steps.${step}.title`)}</h2>
              <p className="mt-1 text-sm text-gray-700">{t(`start.steps.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/auth/register" className={buttonClass('primary', 'px-6 py-3 text-base')}>
          {t('start.register')}
        </Link>
        <Link to="/auth/login" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
          {t('common:nav.sign_in')}
        </Link>
      </div>
    </div>
  );
}
