import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxonomicLevels } from '~/db/schema/test-orders';
import { Button } from '~/ui/button';
import { FormDialog } from '~/ui/form-dialog';
import { Icon } from '~/ui/icon';
import { LEVEL_NAME_MAX_LENGTH, MAX_LEVELS_PER_RANK } from '../schema';
import { TAXONOMIC_RANKS } from '../taxonomy';
import type { TaxonomicRank } from '../types';
import { levelRows, type LevelRow, type MetagenomeForm } from '../validation';

/** Phylum and Genus rows: name, percent and the normal range's min and max. */
export function AdminMetagenomeEditDialog({ orderId, levels }: { orderId: number; levels: TaxonomicLevels }) {
  const { t } = useTranslation('lab-tests');
  return (
    <FormDialog
      openLabel={t('admin.edit_details')}
      title={t('admin.edit_metagenome_title', { id: orderId })}
      description={t('admin.levels_hint')}
      savingLabel={t('admin.saving')}
      className="max-w-3xl"
    >
      <input type="hidden" name="intent" value="metagenome" />
      <input type="hidden" name="orderId" value={orderId} />
      {/* Remounted with the dialog each time it opens, so it starts from the saved levels. */}
      <LevelRows initial={levelRows(levels)} />
    </FormDialog>
  );
}

const blank: LevelRow = { name: '', percent: '', min: '', max: '' };
const inputClass = 'w-full rounded-md border border-gray-300 bg-white px-2 py-1 text-start';

function LevelRows({ initial }: { initial: MetagenomeForm }) {
  const { t } = useTranslation('lab-tests');
  const [rows, setRows] = useState<MetagenomeForm>(initial);
  const update = (rank: TaxonomicRank, index: number, change: Partial<LevelRow>) =>
    setRows((current) => ({
      ...current,
      [rank]: current[rank].map((row, i) => (i === index ? { ...row, ...change } : row)),
    }));
  return (
    <>
      <input type="hidden" name="levels" value={JSON.stringify(rows)} />
      {TAXONOMIC_RANKS.map((rank) => (
        <fieldset key={rank} className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{t(`rank.${rank}`)}</legend>
          {rows[rank].length ? (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="text-start font-medium">
                    {t('results.name')}
                  </th>
                  <th scope="col" className="text-start font-medium">
                    {t('results.percent')}
                  </th>
                  <th scope="col" className="text-start font-medium">
                    {t('admin.min')}
                  </th>
                  <th scope="col" className="text-start font-medium">
                    {t('admin.max')}
                  </th>
                  <th scope="col">
                    <span className="sr-only">{t('admin.remove_row')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows[rank].map((row, index) => {
                  const line = { rank: t(`rank.${rank}`), line: index + 1 };
                  return (
                    <tr key={index}>
                      <td className="pe-2 pb-1">
                        <input
                          aria-label={t('admin.row_name', line)}
                          value={row.name}
                          maxLength={LEVEL_NAME_MAX_LENGTH}
                          dir="ltr"
                          onChange={(event) => update(rank, index, { name: event.target.value })}
                          className={inputClass}
                        />
                      </td>
                      {(['percent', 'min', 'max'] as const).map((cell) => (
                        <td key={cell} className="pe-2 pb-1">
                          <input
                            aria-label={t(`admin.row_${cell}`, line)}
                            value={row[cell]}
                            inputMode="decimal"
                            dir="ltr"
                            onChange={(event) => update(rank, index, { [cell]: event.target.value })}
                            className={`${inputClass} max-w-24`}
                          />
                        </td>
                      ))}
                      <td className="pb-1">
                        <button
                          type="button"
                          aria-label={t('admin.remove_row_named', line)}
                          onClick={() =>
                            setRows((current) => ({
                              ...current,
                              [rank]: current[rank].filter((_, i) => i !== index),
                            }))
                          }
                          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
                        >
                          <Icon name="close" className="size-4" />
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-slate-600">{t('admin.no_rows')}</p>
          )}
          <div>
            <Button
              variant="ghost"
              className="py-1"
              disabled={rows[rank].length >= MAX_LEVELS_PER_RANK}
              onClick={() => setRows((current) => ({ ...current, [rank]: [...current[rank], { ...blank }] }))}
            >
              <Icon name="add" className="size-4" />
              {t('admin.add_row', { rank: t(`rank.${rank}`) })}
            </Button>
          </div>
        </fieldset>
      ))}
    </>
  );
}
