import { useTranslation } from 'react-i18next';
import type { DietFigures } from '~/features/planner';
import { PlanBarChart } from './bar-chart';

/**
 * Carbohydrate per day part against the most each aims for (where carbohydrate is budgeted), and the
 * day's carbohydrate, protein, fat and fibre, each on a meter against its target range.
 */
export function DietFiguresView({ figures, partNames }: { figures: DietFigures; partNames: string[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const budgeted = figures.meals.some((meal) => meal.carbohydrateBand !== null);
  const { day, targets } = figures;
  const rows = [
    { key: 'protein', value: day.protein, band: targets.protein },
    { key: 'fat', value: day.fat, band: targets.fat },
    { key: 'fibre', value: day.fibre, band: targets.fibre },
  ] as const;
  return (
    <div className="flex flex-col gap-6">
      {budgeted ? (
        <PlanBarChart
          title={t('plans:diet.carbs_chart')}
          valueLabel={t('plans:diet.carbs_planned')}
          targetLabel={t('plans:diet.carbs_most')}
          unit="g"
          data={figures.meals.map((meal, index) => ({
            label: partNames[index] ?? '',
            value: Math.round(meal.carbohydrate),
            target:
              meal.carbohydrateBand && Number.isFinite(meal.carbohydrateBand.high)
                ? Math.round(meal.carbohydrateBand.high)
                : undefined,
          }))}
        />
      ) : null}
      <section
        aria-labelledby="day-figures"
        className="rounded-2xl bg-white p-5 shadow-sm"
        data-testid="day-figures"
      >
        <h2 id="day-figures" className="mb-3 text-xl font-semibold">
          {t('plans:diet.day_title')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-center">
          <dt className="font-semibold">{t('plans:diet.nutrient.carbohydrate')}</dt>
          <dd className="sm:col-span-2" data-figure="carbohydrate">
            {targets.carbohydrateMin !== null
              ? t('plans:diet.at_least', {
                  value: number.format(day.carbohydrate),
                  low: number.format(targets.carbohydrateMin),
                })
              : t('plans:diet.day_carbs', { value: number.format(day.carbohydrate) })}
          </dd>
          {rows.map(({ key, value, band }) => (
            <div key={key} className="contents">
              <dt id={`figure-${key}`} className="font-semibold">
                {t(`plans:diet.nutrient.${key}`)}
              </dt>
              <dd>
                <meter
                  aria-labelledby={`figure-${key}`}
                  className="h-4 w-full"
                  min={0}
                  max={Math.max(value, band.high) * 1.2}
                  low={band.low}
                  high={band.high}
                  optimum={(band.low + band.high) / 2}
                  value={value}
                />
              </dd>
              <dd data-figure={key}>
                {t('plans:diet.range', {
                  value: number.format(value),
                  low: number.format(band.low),
                  high: number.format(band.high),
                })}
              </dd>
            </div>
          ))}
        </dl>
        {!day.known ? <p className="mt-3 text-sm text-gray-700">{t('plans:diet.unknown_foods')}</p> : null}
      </section>
    </div>
  );
}
