import { useTranslation } from 'react-i18next';
import { formatNumber } from '~/i18n/locales';
import { CV_GOAL_PERCENT, CV_MIN_READINGS, shownIn, type GlucoseUnit, type Variability } from '../glucose';

/** The mean of the readings shown and, beside it, their coefficient of variation against its goal. */
export function GlucoseVariability({ variability, unit }: { variability: Variability; unit: GlucoseUnit }) {
  const { t } = useTranslation();
  if (variability.mean === null) {
    return <p className="text-sm text-gray-700">{t('glucose:variability.none')}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-gray-700">{t('glucose:variability.mean')}</dt>
          <dd data-testid="glucose-mean">
            <bdi dir="ltr">
              <span className="text-3xl font-bold">{formatNumber(shownIn(unit, variability.mean))}</span>{' '}
              <span className="text-base font-semibold">{unit}</span>
            </bdi>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">{t('glucose:variability.cv')}</dt>
          {variability.ok ? (
            <>
              <dd className="text-3xl font-bold" data-testid="glucose-cv">
                {t('glucose:variability.cv_value', { cv: formatNumber(variability.cv, 1) })}
              </dd>
              <dd className="text-sm text-gray-700">
                {t('glucose:variability.cv_goal', { goal: formatNumber(CV_GOAL_PERCENT) })}
              </dd>
            </>
          ) : (
            <dd className="text-sm text-gray-700" data-testid="glucose-cv-refused">
              {t('glucose:variability.too_few', {
                min: formatNumber(CV_MIN_READINGS),
                readings: formatNumber(variability.count),
              })}
            </dd>
          )}
        </div>
      </dl>
      <p className="text-sm text-gray-600">
        {t('glucose:variability.explain', {
          readings: formatNumber(variability.count),
          goal: formatNumber(CV_GOAL_PERCENT),
        })}
      </p>
    </div>
  );
}
