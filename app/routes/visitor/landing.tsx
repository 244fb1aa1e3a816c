import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import type { IconName } from '~/ui/icon-names';
import type { RouteHandle } from '~/ui/route-handle';

export const handle: RouteHandle = { titleKey: 'visitor:landing.title' };

const features: Array<{ icon: IconName; key: string }> = [
  { icon: 'dna', key: 'plans' },
  { icon: 'chart', key: 'tracking' },
  { icon: 'store', key: 'shop' },
  { icon: 'voice', key: 'assistant' },
];

export default function Landing() {
  const { t } = useTranslation('visitor');
  return (
    <div className="mx-auto max-w-5xl">
      <section className="py-12 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('landing.headline')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">{t('landing.lead')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/vivai" className={buttonClass('primary', 'px-6 py-3 text-base')}>
            {t('landing.start')}
          </Link>
          <Link to="/auth/login" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
            {t('common:nav.sign_in')}
          </Link>
        </div>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature.key} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm">
            <Icon name={feature.icon} className="size-8 text-brand-600" />
            <div>
              <h2 className="font-semibold">{t(`landing.features.${feature.key}.title`)}</h2>
              <p className="mt-1 text-sm text-gray-700">{t(`landing.features.${feature.key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
