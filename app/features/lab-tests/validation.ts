import {
  DESCRIPTION_MAX_LENGTH,
  LEVEL_NAME_MAX_LENGTH,
  MAX_LEVELS_PER_RANK,
  MAX_VARIANTS,
  VARIANT_MAX_LENGTH,
} from './schema';
import { TAXONOMIC_RANKS, type TaxonomicLevels } from './taxonomy';
import type { TaxonomicRank } from './types';

/** An i18n key of lab-tests with the values it names. */
export type DetailsError = { key: string; values?: Record<string, string | number> };
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: DetailsError[] };

const error = (key: string, values?: DetailsError['values']): DetailsError => ({
  key: `lab-tests:errors.${key}`,
  ...(values ? { values } : {}),
});

export type GenomeDetails = { description: string; candidateVariants: string[] };

/**
 * Spec 000 section 5, genome details edit: the description is trimmed and must not be empty; the
 * variants are trimmed, empties dropped, and at least one must remain. Issue 6 adds the bounds.
 */
export function checkGenomeDetails(input: {
  description: string;
  candidateVariants: string[];
}): Checked<GenomeDetails> {
  const errors: DetailsError[] = [];
  const description = input.description.trim();
  if (!description) errors.push(error('error_empty_description'));
  else if (description.length > DESCRIPTION_MAX_LENGTH)
    errors.push(error('description_too_long', { max: DESCRIPTION_MAX_LENGTH }));
  const candidateVariants = input.candidateVariants.map((variant) => variant.trim()).filter(Boolean);
  if (candidateVariants.length === 0) errors.push(error('error_empty_candidate_variation'));
  else if (candidateVariants.length > MAX_VARIANTS)
    errors.push(error('too_many_variants', { max: MAX_VARIANTS }));
  const tooLong = candidateVariants.find((variant) => variant.length > VARIANT_MAX_LENGTH);
  if (tooLong !== undefined) errors.push(error('variant_too_long', { max: VARIANT_MAX_LENGTH }));
  return errors.length ? { ok: false, errors } : { ok: true, value: { description, candidateVariants } };
}

/** One row of the metagenome edit form, as typed (numbers still text). */
export type LevelRow = { name: string; percent: string; min: string; max: string };
export type MetagenomeForm = Record<TaxonomicRank, LevelRow[]>;

/** A percent as typed: a plain decimal (comma or point) from 0 to 100, else null. */
function readPercent(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 0 && value <= 100 ? value : null;
}

/**
 * Spec 000 section 5, metagenome details edit: a non-empty list needs at least one named entry
 * (error_empty_taxonomic_level). Rows with every cell blank are dropped; issue 6 adds: percents and
 * ranges within 0 to 100, min not above max, names unique in a list (case-insensitive), at most
 * 100 rows a list, names at most 100 characters. A row with numbers but no name is refused too,
 * since the stored levels are keyed by name.
 */
export function checkMetagenomeDetails(form: MetagenomeForm): Checked<TaxonomicLevels> {
  const errors: DetailsError[] = [];
  const levels: TaxonomicLevels = { Phylum: {}, Genus: {} };
  for (const rank of TAXONOMIC_RANKS) {
    const rows = (form[rank] ?? []).filter((row) =>
      [row.name, row.percent, row.min, row.max].some((cell) => cell.trim()),
    );
    if (rows.length > MAX_LEVELS_PER_RANK) {
      errors.push(error('too_many_levels', { rank, max: MAX_LEVELS_PER_RANK }));
      continue;
    }
    if (rows.length > 0 && !rows.some((row) => row.name.trim())) {
      errors.push(error('error_empty_taxonomic_level', { rank }));
      continue;
    }
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const line = index + 1;
      const name = row.name.trim();
      if (!name) return errors.push(error('level_name_missing', { rank, line }));
      if (name.length > LEVEL_NAME_MAX_LENGTH)
        return errors.push(error('level_name_too_long', { rank, line, max: LEVEL_NAME_MAX_LENGTH }));
      if (seen.has(name.toLowerCase())) return errors.push(error('level_name_repeated', { rank, name }));
      seen.add(name.toLowerCase());
      const percent = readPercent(row.percent);
      const min = readPercent(row.min);
      const max = readPercent(row.max);
      if (percent === null || min === null || max === null)
        return errors.push(error('level_percent_out_of_range', { rank, name }));
      if (min > max) return errors.push(error('level_range_reversed', { rank, name }));
      levels[rank][name] = { percent, normal_range: { min, max } };
    });
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: levels };
}

/** The stored levels as rows for the edit form. */
export function levelRows(levels: TaxonomicLevels): MetagenomeForm {
  const rows = (rank: TaxonomicRank) =>
    Object.entries(levels[rank] ?? {}).map(([name, level]) => ({
      name,
      percent: String(level.percent),
      min: String(level.normal_range.min),
      max: String(level.normal_range.max),
    }));
  return { Phylum: rows('Phylum'), Genus: rows('Genus') };
}
