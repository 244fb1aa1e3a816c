import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatClock } from '~/i18n/dates';
import { formatNumber } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import type { IconName } from '~/ui/icon-names';

export type FoodToday = {
  eatenKcal: number;
  eatenCarbohydrate: number;
  targetKcal: number | null;
  targetCarbohydrate: number | null;
};
export type PlanToday = { planned: number; done: number; rest: boolean };
export type ActivityToday = { physical: PlanToday; mental: PlanToday };
export type DoseToday = {
  medicineId: number;
  name: string;
  usageAmount: string;
  scheduledAt: string;
  state: string;
};

function Card({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm">
      <h3 id={id} className="flex items-center gap-2 font-semibold">
        <Icon name={icon} className="size-5 text-brand-700" />
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * A value against its target as words and a bar; the bar is drawn for the eye only (the words say
 * it all), and turns amber past the target.
 */
function Progress({
  label,
  value,
  target,
  unit,
}: {
  label: string;
  value: number;
  target: number | null;
  /** Left out for counts ("2 of 3"). */
  unit?: string;
}) {
  const { t } = useTranslation();
  const number = (n: number) => formatNumber(Math.round(n));
  const share = target ? Math.min(1, value / target) : 0;
  const over = target !== null && value > target;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="font-medium" dir="auto">
          {target === null
            ? t('common:home.so_far', { value: number(value), unit })
            : t(unit ? 'common:home.of_target' : 'common:home.of_count', {
                value: number(value),
                target: number(target),
                unit,
              })}
        </span>
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
        <div
          className={`h-full rounded-full ${over ? 'bg-amber-500' : 'bg-brand-600'}`}
          style={{ inlineSize: `${Math.round(share * 100)}%` }}
        />
      </div>
    </div>
  );
}

export function FoodCard({ food }: { food: FoodToday }) {
  const { t } = useTranslation();
  return (
    <Card id="today-food" icon="spoon" title={t('common:home.food')}>
      <Progress
        label={t('common:home.calories')}
        value={food.eatenKcal}
        target={food.targetKcal}
        unit="kcal"
      />
      <Progress
        label={t('common:home.carbohydrate')}
        value={food.eatenCarbohydrate}
        target={food.targetCarbohydrate}
        unit={t('common:home.grams')}
      />
      {food.targetKcal === null ? (
        <p className="text-sm text-slate-700">{t('common:home.no_diet_plan')}</p>
      ) : null}
      <Link to="/diet-tracker" className={buttonClass('secondary', 'self-start py-1.5')}>
        {t('common:home.log_food')}
      </Link>
    </Card>
  );
}

function PlanState({ plan, noPlan }: { plan: PlanToday; noPlan: string }) {
  const { t } = useTranslation();
  if (plan.rest) return <p className="text-sm">{t('common:home.rest_day')}</p>;
  if (plan.planned === 0) return <p className="text-sm text-slate-700">{noPlan}</p>;
  return <Progress label={t('common:home.done_label')} value={plan.done} target={plan.planned} />;
}

export function ActivityCards({ activity }: { activity: ActivityToday }) {
  const { t } = useTranslation();
  const { physical, mental } = activity;
  return (
    <>
      <Card id="today-exercise" icon="running" title={t('common:home.exercise')}>
        <PlanState plan={physical} noPlan={t('common:home.no_workout_plan')} />
        {physical.planned > physical.done && !physical.rest ? (
          <Link to="/exercise-do" className={buttonClass('primary', 'self-start py-1.5')}>
            {t('common:home.start_workout')}
          </Link>
        ) : (
          <Link to="/activity/exercise-tracker" className={buttonClass('secondary', 'self-start py-1.5')}>
            {t('common:home.open_tracker')}
          </Link>
        )}
      </Card>
      <Card id="today-meditation" icon="breath" title={t('common:home.meditation')}>
        <PlanState plan={mental} noPlan={t('common:home.no_meditation_plan')} />
        <Link to="/activity/meditation-tracker" className={buttonClass('secondary', 'self-start py-1.5')}>
          {t('common:home.open_tracker')}
        </Link>
      </Card>
    </>
  );
}

export function DosesCard({ doses, timeZone }: { doses: DoseToday[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Card id="today-doses" icon="time" title={t('common:home.next_doses')}>
      {doses.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {doses.map((dose) => (
            <li key={`${dose.medicineId}@${dose.scheduledAt}`} className="flex justify-between gap-3">
              <span dir="ltr" className="font-medium">
                {formatClock(new Date(dose.scheduledAt), i18n.language, timeZone)}
              </span>
              <span className="text-end">
                {dose.name} · {dose.usageAmount}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('common:home.no_doses')}</p>
      )}
      <Link to="/manage-medicines" className={buttonClass('secondary', 'self-start py-1.5')}>
        {t('common:home.medicines')}
      </Link>
    </Card>
  );
}
