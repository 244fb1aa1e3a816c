import { useTranslation } from 'react-i18next';
import { formatPercent } from '../format';
import { TAXONOMIC_RANKS } from '../taxonomy';
import type { MicrobiomeLevel, TaxonomicRank } from '../types';

/** Rows and axis have fixed heights, so the chart takes its full size before any script runs. */
const ROW_HEIGHT_REM = 2.25;
const AXIS_HEIGHT_REM = 1.75;
/** Round ends for the axis, so its middle tick is a round number too. */
const AXIS_ENDS = [1, 2, 4, 10, 20, 40, 60, 80, 100];

const barTones: Record<MicrobiomeLevel['status'], string> = {
  low: 'bg-amber-700',
  normal: 'bg-teal-700',
  high: 'bg-red-700',
};

/** The marker beside an out-of-range value, so the chart does not rely on colour alone. */
const markers: Record<MicrobiomeLevel['status'], string> = { low: '▼', normal: '', high: '▲' };

/**
 * Phylum and Genus levels, each as a bar over a band showing its normal range; a value outside its
 * range is drawn in another colour and labelled with ▲ or ▼ and the word. Drawn with HTML and
 * logical CSS (decision 025): it renders on the server at its final size and mirrors in Arabic and
 * Persian by itself. The table under each chart says the same in text.
 */
export function MetagenomeChart({ levels }: { levels: MicrobiomeLevel[] }) {
  return (
    <div className="flex flex-col gap-8">
      {TAXONOMIC_RANKS.map((rank) => {
        const ofRank = levels.filter((level) => level.rank === rank);
        return ofRank.length ? <RankChart key={rank} rank={rank} levels={ofRank} /> : null;
      })}
    </div>
  );
}

function RankChart({ rank, levels }: { rank: TaxonomicRank; levels: MicrobiomeLevel[] }) {
  const { t } = useTranslation('lab-tests');
  const headingId = `chart-${rank}`;
  const highest = Math.max(...levels.flatMap((level) => [level.percent, level.max]));
  const top = AXIS_ENDS.find((end) => end >= highest * 1.05) ?? 100;
  const statusText = (level: MicrobiomeLevel) =>
    `${markers[level.status]} ${t(`results.level_status.${level.status}`)}`.trim();
  const outside = levels.filter((level) => level.status !== 'normal');
  const summary = t('results.chart_summary', {
    rank: t(`rank.${rank}`),
    total: levels.length,
    outside: outside.length
      ? outside.map((level) => `${level.name} (${statusText(level)})`).join(', ')
      : t('results.chart_all_normal'),
  });
  const at = (value: number) => `${(Math.min(value, top) / top) * 100}%`;

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-lg font-semibold">
        {t(`rank.${rank}`)}
      </h3>
      <div
        role="img"
        aria-label={summary}
        data-testid={`chart-${rank}`}
        style={{ height: `${levels.length * ROW_HEIGHT_REM + AXIS_HEIGHT_REM}rem` }}
        className="flex flex-col"
      >
        {levels.map((level) => (
          <div
            key={level.name}
            data-testid="chart-row"
            data-status={level.status}
            style={{ height: `${ROW_HEIGHT_REM}rem` }}
            className="grid grid-cols-[6rem_1fr_6.5rem] items-center gap-x-2 sm:grid-cols-[9rem_1fr_7rem]"
          >
            <span className="truncate text-end text-sm" dir="ltr">
              {level.name}
            </span>
            <div className="relative h-5">
              <span
                className="absolute inset-y-0 rounded-sm bg-slate-200 ring-1 ring-slate-400 ring-inset"
                style={{
                  insetInlineStart: at(level.min),
                  width: `calc(${at(level.max)} - ${at(level.min)})`,
                }}
              />
              <span
                className={`absolute inset-y-1.5 start-0 rounded-e-sm ${barTones[level.status]}`}
                style={{ width: at(level.percent) }}
              />
            </div>
            <span
              className={`text-xs whitespace-nowrap ${
                level.status === 'normal' ? 'text-slate-800' : 'font-semibold text-red-800'
              }`}
              data-testid="chart-label"
            >
              <span dir="ltr">{formatPercent(level.percent)}%</span>
              {level.status === 'normal' ? null : ` ${statusText(level)}`}
            </span>
          </div>
        ))}
        <div
          className="grid grid-cols-[6rem_1fr_6.5rem] gap-x-2 sm:grid-cols-[9rem_1fr_7rem]"
          aria-hidden="true"
        >
          <span />
          <div className="relative h-6 border-t border-slate-400 text-xs text-slate-600">
            {[0, top / 2, top].map((tick, index) => (
              <span
                key={tick}
                className={`absolute top-1 ${
                  index === 0
                    ? ''
                    : index === 1
                      ? '-translate-x-1/2 rtl:translate-x-1/2'
                      : '-translate-x-full rtl:translate-x-full'
                }`}
                style={{ insetInlineStart: at(tick) }}
              >
                {/* The number reads left to right; the position follows the page's direction. */}
                <span dir="ltr">{formatPercent(tick)}%</span>
              </span>
            ))}
          </div>
        </div>
      </div>
      <p className="mt-2 flex flex-wrap gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-5 rounded-sm bg-slate-200 ring-1 ring-slate-400"
          />
          {t('results.normal_range')}
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-2 w-5 rounded-sm bg-teal-700" />
          {t('results.percent')}
        </span>
        <span>{t('results.legend_markers')}</span>
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('results.table_caption', { rank: t(`rank.${rank}`) })}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-1 text-start font-medium">
              {t('results.name')}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('results.percent')}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('results.normal_range')}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('results.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr key={level.name} className="border-b border-slate-100" data-testid="level-row">
              <th scope="row" className="py-1 text-start font-normal">
                {level.name}
              </th>
              <td className="py-1 text-end">
                <span dir="ltr">{formatPercent(level.percent)}%</span>
              </td>
              <td className="py-1 text-end">
                <span dir="ltr">
                  {formatPercent(level.min)}–{formatPercent(level.max)}%
                </span>
              </td>
              <td
                className={`py-1 text-end ${level.status === 'normal' ? '' : 'font-semibold text-red-800'}`}
              >
                {statusText(level)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
