import type { SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { ConfirmDelete } from '~/ui/confirm-delete';
import { trackerHref } from '../schema';
import { OwnFoodForm } from './own-food-form';

type Listed = { foodId: string; name: string };
type OwnListed = Listed & { id: number };

function FoodLinks({ foods, day, query }: { foods: Listed[]; day?: string; query?: string }) {
  const { t } = useTranslation('food-tracker');
  return (
    <ul className="flex flex-wrap gap-2">
      {foods.map((food) => (
        <li key={food.foodId}>
          <Link
            to={trackerHref({ day, q: query, food: food.foodId })}
            aria-label={t('search.choose', { food: food.name })}
            className={buttonClass('secondary', 'py-1')}
          >
            {food.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The user's own foods: each one chosen like any food, or deleted after a confirmation. */
function OwnFoods({ foods, day }: { foods: OwnListed[]; day?: string }) {
  const { t } = useTranslation('food-tracker');
  return (
    <ul className="flex flex-wrap gap-3">
      {foods.map((food) => (
        <li key={food.foodId} className="flex items-center gap-1">
          <Link
            to={trackerHref({ day, food: food.foodId })}
            aria-label={t('search.choose', { food: food.name })}
            className={buttonClass('secondary', 'py-1')}
          >
            {food.name}
          </Link>
          <ConfirmDelete
            action={`/diet-tracker/own-foods/${food.id}/delete${day ? `?day=${day}` : ''}`}
            label={t('own.delete', { name: food.name })}
            title={t('own.delete_title')}
            description={t('own.delete_description', { name: food.name })}
          />
        </li>
      ))}
    </ul>
  );
}

/** The name search of the nutrition table (and the user's own foods), recent foods, own foods, and a new own food. */
export function FoodFinder({
  day,
  today,
  query,
  results,
  recent,
  own,
  ownResult,
}: {
  day: string;
  today: string;
  query: string;
  results: Listed[];
  recent: Listed[];
  own: OwnListed[];
  ownResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation('food-tracker');
  const shownDay = day === today ? undefined : day;
  return (
    <section
      aria-labelledby="search-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <h2 id="search-heading" className="text-lg font-semibold">
        {t('search.title')}
      </h2>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        {shownDay ? <input type="hidden" name="day" value={shownDay} /> : null}
        <div className="flex grow flex-col gap-1">
          <label htmlFor="food-search" className="text-sm font-medium">
            {t('search.label')}
          </label>
          <input
            id="food-search"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={100}
            className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-start"
          />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          {t('search.submit')}
        </button>
      </Form>
      {query ? (
        <div aria-live="polite">
          {results.length ? (
            <>
              <h3 className="mb-2 font-semibold">{t('search.results', { query })}</h3>
              <FoodLinks foods={results} day={shownDay} query={query} />
            </>
          ) : (
            <p className="text-gray-700">{t('search.nothing', { query })}</p>
          )}
        </div>
      ) : null}
      {recent.length ? (
        <div>
          <h3 className="mb-2 font-semibold">{t('recent.title')}</h3>
          <FoodLinks foods={recent} day={shownDay} />
        </div>
      ) : null}
      {own.length ? (
        <div>
          <h3 className="mb-2 font-semibold">{t('own.title')}</h3>
          <OwnFoods foods={own} day={shownDay} />
        </div>
      ) : null}
      <OwnFoodForm day={day} lastResult={ownResult} />
    </section>
  );
}
