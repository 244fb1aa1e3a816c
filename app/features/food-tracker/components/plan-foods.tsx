import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { formatNumber } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import { ErrorList } from '~/ui/form';

type PlanMeal = {
  name: string;
  start: number;
  foods: { name: string; grams: number | null; kcal: number }[];
};

/** Today's diet plan, each food logged with one tap at its planned amount. */
export function PlanFoods({
  plan,
  day,
  today,
  nowTime,
  errors,
}: {
  plan: PlanMeal[];
  day: string;
  today: string;
  nowTime: string;
  errors?: string[];
}) {
  const { t } = useTranslation('food-tracker');
  return (
    <section
      aria-labelledby="plan-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm"
    >
      <h2 id="plan-heading" className="text-lg font-semibold">
        {t('plan.title')}
      </h2>
      {plan.length === 0 ? (
        <p className="text-gray-700">
          {t('plan.empty')}{' '}
          <Link to="/diet" className="text-brand-700 underline">
            {t('plan_link')}
          </Link>
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-700">{t('plan.lead')}</p>
          <ErrorList id="plan-errors" errors={errors} />
          {plan.map((meal, mealIndex) => {
            const time = day === today ? nowTime : `${String(meal.start).padStart(2, '0')}:00`;
            return (
              <div key={mealIndex}>
                <h3 className="mb-2 font-semibold">
                  {meal.name}{' '}
                  <span className="text-sm font-normal text-gray-600" dir="ltr">
                    {time}
                  </span>
                </h3>
                <ul className="flex flex-wrap gap-2">
                  {meal.foods.map((food, foodIndex) => {
                    const values = {
                      food: food.name,
                      amount: formatNumber(food.grams ?? 0),
                      kcal: formatNumber(food.kcal),
                    };
                    return (
                      <li key={foodIndex}>
                        <Form method="post">
                          <input type="hidden" name="intent" value="plan" />
                          <input type="hidden" name="meal" value={mealIndex} />
                          <input type="hidden" name="item" value={foodIndex} />
                          <input type="hidden" name="date" value={day} />
                          <input type="hidden" name="time" value={time} />
                          <button
                            type="submit"
                            aria-label={
                              food.grams === null ? t('plan.log_serving', values) : t('plan.log', values)
                            }
                            className={buttonClass('secondary', 'py-1')}
                          >
                            + {food.name}
                          </button>
                        </Form>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}
