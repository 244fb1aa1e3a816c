import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { addDays } from '~/features/time-zone/zoned-time';
import { dayPartName } from '~/features/planner/day-parts';
import { formatDay } from '~/i18n/dates';
import { formatNumber, getLocale, isLocaleCode } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import type { DayPart, Totals } from '../day';
import { trackerHref } from '../schema';
import { useUnitLabel } from './entry-fields';

type Entry = {
  id: number;
  food: string;
  amount: number;
  unit: string;
  kcal: number;
  carbohydrate: number;
  time: string;
};
type Part = { part: DayPart; entries: Entry[]; totals: Totals };

function useLocale() {
  const { i18n } = useTranslation();
  return getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en');
}

/** Previous and next day, today, and a date field to jump to any day. */
export function DayNav({ day, today }: { day: string; today: string }) {
  const { t } = useTranslation('food-tracker');
  const locale = useLocale();
  return (
    <nav aria-label={t('day.label')} className="flex flex-wrap items-end gap-2">
      <Link to={trackerHref({ day: addDays(day, -1) })} className={buttonClass('ghost')}>
        {t('day.previous')}
      </Link>
      {day < today ? (
        <Link to={trackerHref({ day: addDays(day, 1) })} className={buttonClass('ghost')}>
          {t('day.next')}
        </Link>
      ) : null}
      {day !== today ? (
        <Link to={trackerHref({})} className={buttonClass('ghost')}>
          {t('day.today')}
        </Link>
      ) : null}
      <Form method="get" className="flex items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="tracker-day" className="text-sm font-medium">
            {t('day.pick')}
          </label>
          <input
            id="tracker-day"
            name="day"
            type="date"
            defaultValue={day}
            max={today}
            required
            className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-start"
          />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          {t('day.show')}
        </button>
      </Form>
      <span className="sr-only">{formatDay(day, locale.iso)}</span>
    </nav>
  );
}

function Meter({
  testId,
  text,
  eaten,
  target,
}: {
  testId: string;
  text: string;
  eaten: number;
  target: number | null;
}) {
  const { t } = useTranslation('food-tracker');
  const share = target ? Math.min(1, eaten / target) : 0;
  const over = target !== null && eaten > target;
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold" data-testid={testId}>
        {text}
        {over ? <span className="ms-2 text-sm font-normal text-red-700">{t('totals.over')}</span> : null}
      </p>
      {target ? (
        <div className="h-2 w-full overflow-hidden rounded-full bg-gray-200" aria-hidden="true">
          <div
            className={`h-full rounded-full ${over ? 'bg-red-600' : 'bg-brand-600'}`}
            style={{ inlineSize: `${Math.round(share * 100)}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The day's kcal and carbohydrate against the plan's targets. */
export function DayTotals({
  totals,
  targets,
}: {
  totals: Totals;
  targets: { kcal: number | null; carbohydrate: number | null };
}) {
  const { t } = useTranslation('food-tracker');
  const kcal = formatNumber(totals.kcal);
  const carbohydrate = formatNumber(totals.carbohydrate);
  return (
    <div className="flex flex-col gap-3">
      <Meter
        testId="day-kcal"
        eaten={totals.kcal}
        target={targets.kcal}
        text={
          targets.kcal === null
            ? t('totals.kcal_no_target', { eaten: kcal })
            : t('totals.kcal', { eaten: kcal, target: formatNumber(targets.kcal) })
        }
      />
      <Meter
        testId="day-carbohydrate"
        eaten={totals.carbohydrate}
        target={targets.carbohydrate}
        text={
          targets.carbohydrate === null
            ? t('totals.carbohydrate_no_target', { eaten: carbohydrate })
            : t('totals.carbohydrate', { eaten: carbohydrate, target: formatNumber(targets.carbohydrate) })
        }
      />
      {targets.kcal === null ? <p className="text-sm text-gray-700">{t('totals.no_plan')}</p> : null}
    </div>
  );
}

/** The day's foods under Morning, Noon, Evening and Night, each with its totals, edit and delete. */
export function DayParts({ parts }: { parts: Part[] }) {
  const { t } = useTranslation('food-tracker');
  const locale = useLocale();
  const unitLabel = useUnitLabel();
  return (
    <div className="flex flex-col gap-4">
      {parts.map(({ part, entries, totals }) => (
        <section key={part} aria-labelledby={`part-${part}`} data-part={part}>
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-gray-200 pb-1">
            <h3 id={`part-${part}`} className="font-semibold">
              {dayPartName(part, locale.code)}
            </h3>
            <span className="text-sm text-gray-700" data-testid={`part-total-${part}`}>
              {t('totals.part', {
                kcal: formatNumber(totals.kcal),
                carbohydrate: formatNumber(totals.carbohydrate),
              })}
            </span>
          </div>
          {entries.length === 0 ? (
            <p className="py-2 text-sm text-gray-600">{t('entries.empty')}</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {entries.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                  data-entry={entry.id}
                >
                  <div>
                    <p className="font-medium">
                      <bdi>{entry.food}</bdi>{' '}
                      <span className="text-sm font-normal text-gray-700">
                        {t(entry.unit === 'g' ? 'entries.amount' : 'entries.amount_serving', {
                          amount: formatNumber(entry.amount),
                          unit: unitLabel(entry.unit),
                        })}{' '}
                        · <span dir="ltr">{entry.time}</span>
                      </span>
                    </p>
                    <p className="text-sm text-gray-700">
                      {t('entries.line', {
                        kcal: formatNumber(entry.kcal),
                        carbohydrate: formatNumber(entry.carbohydrate),
                      })}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <Link to={`/diet-tracker/${entry.id}/edit`} className="text-brand-700 underline">
                      {t('entries.edit', { food: entry.food })}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="entryId" value={entry.id} />
                      <button type="submit" className="text-red-700 underline">
                        {t('entries.delete', { food: entry.food })}
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
