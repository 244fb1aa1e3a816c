import { useTranslation } from 'react-i18next';
import { formatNumber } from '~/i18n/locales';
import {
  bandRanges,
  CONSENSUS_GOALS,
  GLUCOSE_BANDS,
  type GlucoseBand,
  type GlucoseUnit,
  type TargetRange,
  type TimeInRange,
} from '../glucose';

/** A share in whole per cent; the sign never wraps onto a line of its own. */
const percent = (share: number) => `${formatNumber(Math.round(share * 100))}\u00a0%`;

/**
 * The colours of the ambulatory glucose profile (AGP) report: very low dark red, low red, in range
 * green, high amber, very high orange. No text is drawn on them; each band is named in words.
 */
const BAND_COLOUR: Record<GlucoseBand, string> = {
  veryLow: 'bg-red-900',
  low: 'bg-red-600',
  within: 'bg-green-600',
  high: 'bg-amber-400',
  veryHigh: 'bg-orange-600',
};

const BAND_KEY: Record<GlucoseBand, string> = {
  veryLow: 'very_low',
  low: 'low',
  within: 'within',
  high: 'high',
  veryHigh: 'very_high',
};

/**
 * The five consensus bands as a stacked bar and, for every reader, as a table: each band's limits,
 * its share of the readings and the consensus goal beside it.
 */
export function TimeInRangeBar({
  inRange,
  target,
  unit,
  explain,
}: {
  inRange: TimeInRange | null;
  target: TargetRange;
  unit: GlucoseUnit;
  explain: string;
}) {
  const { t } = useTranslation();
  if (!inRange) return <p className="text-sm text-gray-700">{t('glucose:in_range.none')}</p>;
  const ranges = bandRanges(target, unit);
  const value = (shown: number) => formatNumber(shown, unit === 'mmol/L' ? 1 : 0);
  const span = (range: { from: number; to: number } | null) =>
    range ? `${value(range.from)}–${value(range.to)} ${unit}` : null;
  const limits: Record<GlucoseBand, string | null> = {
    veryLow: `< ${value(ranges.veryLow.below)} ${unit}`,
    low: span(ranges.low),
    within: span(ranges.within),
    high: span(ranges.high),
    veryHigh: `> ${value(ranges.veryHigh.above)} ${unit}`,
  };
  const goal = (band: GlucoseBand) => {
    const { side, share, withOuter } = CONSENSUS_GOALS[band];
    if (side === 'over') return t('glucose:in_range.goal_over', { percent: percent(share) });
    if (!withOuter) return t('glucose:in_range.goal_under', { percent: percent(share) });
    const key = band === 'low' ? 'goal_under_with_very_low' : 'goal_under_with_very_high';
    return t(`glucose:in_range.${key}`, { percent: percent(share) });
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="text-3xl font-bold" data-testid="time-in-range">
        {percent(inRange.within)}
      </div>
      <div className="flex h-4 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
        {GLUCOSE_BANDS.map((band) => (
          <div key={band} className={BAND_COLOUR[band]} style={{ width: `${inRange[band] * 100}%` }} />
        ))}
      </div>
      <table className="w-full text-sm" data-testid="glucose-bands">
        <caption className="sr-only">{t('glucose:in_range.table')}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-600">
            <th scope="col" className="py-1 pe-2 text-start font-medium">
              {t('glucose:in_range.band')}
            </th>
            <th scope="col" className="py-1 pe-2 text-end font-medium">
              {t('glucose:in_range.share')}
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              {t('glucose:in_range.goal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {GLUCOSE_BANDS.map((band) => (
            <tr key={band} data-band={BAND_KEY[band]} className="border-b border-gray-100 last:border-0">
              <th scope="row" className="py-1 pe-2 text-start align-top font-normal">
                <div className="flex items-center gap-2 font-medium whitespace-nowrap">
                  <span
                    aria-hidden="true"
                    className={`inline-block size-3 shrink-0 rounded-sm ring-1 ring-gray-400 ${BAND_COLOUR[band]}`}
                  />
                  {t(`glucose:in_range.${BAND_KEY[band]}`)}
                </div>
                <div className="ms-5 text-gray-600">
                  {limits[band] === null ? (
                    t('glucose:in_range.no_room')
                  ) : (
                    <bdi dir="ltr" className="whitespace-nowrap">
                      {limits[band]}
                    </bdi>
                  )}
                </div>
              </th>
              <td className="py-1 pe-2 text-end align-top font-semibold whitespace-nowrap">
                {percent(inRange[band])}
              </td>
              <td className="py-1 align-top text-gray-700">{goal(band)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-gray-600">{explain}</p>
      <p className="text-xs text-gray-600">{t('glucose:in_range.source')}</p>
    </div>
  );
}
