import { useTranslation } from 'react-i18next';
import type { DiseaseThreat, Meal } from '~/db/schema/plans';
import type { DietFigures, MealFigures } from '~/features/planner';
import { mealCalories } from '../changes';
import { PlanBarChart } from './bar-chart';
import { DietFiguresView } from './diet-figures';

/**
 * The day by day part: foods, their ingredients and calories, why each was chosen, each part's
 * carbohydrate (protein, fat and fibre on demand), and the day's totals against their targets.
 */
export function DietView({
  meals,
  partTargets,
  targetKcal,
  figures,
}: {
  meals: Meal[];
  partTargets: number[];
  targetKcal: number;
  figures: DietFigures;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const total = meals.reduce((sum, meal) => sum + mealCalories(meal), 0);
  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-2xl bg-white p-4 text-lg shadow-sm">
        {t('plans:diet.total', { total: number.format(total), target: number.format(targetKcal) })}
      </p>
      <PlanBarChart
        title={t('plans:diet.chart')}
        valueLabel={t('plans:diet.planned')}
        targetLabel={t('plans:diet.target')}
        unit={t('plans:units.kcal')}
        data={meals.map((meal, index) => ({
          label: meal.name,
          value: mealCalories(meal),
          target: partTargets[index],
        }))}
      />
      <DietFiguresView figures={figures} partNames={meals.map((meal) => meal.name)} />
      {meals.map((meal, mealIndex) => (
        <section
          key={meal.name}
          aria-labelledby={`part-${meal.range.start}`}
          className="rounded-2xl bg-white p-5 shadow-sm"
        >
          <h2 id={`part-${meal.range.start}`} className="text-xl font-semibold">
            {meal.name}{' '}
            <span className="text-sm font-normal text-gray-600">
              {t('plans:diet.hours', { start: meal.range.start, end: meal.range.end })} ·{' '}
              {t('plans:diet.kcal', { value: number.format(mealCalories(meal)) })}
              {figures.meals[mealIndex] ? (
                <>
                  {' · '}
                  <span data-figure="meal-carbohydrate">
                    {t('plans:diet.carbs', {
                      value: number.format(figures.meals[mealIndex].carbohydrate),
                    })}
                  </span>
                </>
              ) : null}
            </span>
          </h2>
          {figures.meals[mealIndex] ? <MealNumbers figures={figures.meals[mealIndex]} /> : null}
          {meal.foods.length === 0 ? (
            <p className="mt-2 text-gray-700">{t('plans:diet.nothing')}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-4">
              {meal.foods.map((food, index) => (
                <li
                  key={`${food.name}-${index}`}
                  className="food border-t border-gray-100 pt-3 first:border-0 first:pt-0"
                >
                  <h3 className="font-semibold">{food.name}</h3>
                  {food.reason ? (
                    <p className="text-sm text-gray-700">
                      {t('plans:why')}: {food.reason}
                    </p>
                  ) : null}
                  <ul className="mt-1 text-sm">
                    {food.ingredients.map((ingredient, n) => (
                      <li key={`${ingredient.name}-${n}`}>
                        {ingredient.name}: {number.format(ingredient.amount_value)} {ingredient.amount_unit} ·{' '}
                        {t('plans:diet.kcal', { value: number.format(ingredient.calories) })}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** A part's protein, fat and fibre on demand, and a plain word where its carbohydrate left its band. */
function MealNumbers({ figures }: { figures: MealFigures }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const band = figures.carbohydrateBand;
  const value = number.format(figures.carbohydrate);
  return (
    <>
      {band && figures.carbohydrate > band.high + 0.5 ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm" role="note">
          {t('plans:diet.over_band', { value, high: number.format(band.high) })}
        </p>
      ) : null}
      {band && figures.carbohydrate < band.low - 0.5 ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm" role="note">
          {t('plans:diet.under_band', { value, low: number.format(band.low) })}
        </p>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer">{t('plans:diet.more_numbers')}</summary>
        <p>
          {t('plans:diet.meal_numbers', {
            protein: number.format(figures.protein),
            fat: number.format(figures.fat),
            fibre: number.format(figures.fibre),
          })}
        </p>
      </details>
    </>
  );
}

export function ThreatList({ threats }: { threats: DiseaseThreat[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="threats" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="threats" className="mb-3 text-xl font-semibold">
        {t('plans:threats.title')}
      </h2>
      {threats.length === 0 ? (
        <p className="text-gray-700">{t('plans:threats.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {threats.map((threat) => (
            <li key={threat.name}>
              <h3 className="font-semibold">{threat.name}</h3>
              <p>{threat.description}</p>
              <p className="text-sm text-gray-700">
                {t('plans:why')}: {threat.reason}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
