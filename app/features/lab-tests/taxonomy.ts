import type { TaxonomicLevels } from '~/db/schema/test-orders';
import type { MicrobiomeLevel, TaxonomicRank } from './types';

export type { TaxonomicLevel, TaxonomicLevels } from '~/db/schema/test-orders';

export const TAXONOMIC_RANKS: readonly TaxonomicRank[] = ['Phylum', 'Genus'];

export function levelStatus(percent: number, min: number, max: number): MicrobiomeLevel['status'] {
  if (percent < min) return 'low';
  if (percent > max) return 'high';
  return 'normal';
}

/**
 * The stored levels as a list: Phylum first, then Genus, each most abundant first (the stored
 * object keeps no order of its own; PostgreSQL's jsonb sorts keys).
 */
export function microbiomeLevels(levels: TaxonomicLevels): MicrobiomeLevel[] {
  return TAXONOMIC_RANKS.flatMap((rank) =>
    Object.entries(levels[rank] ?? {})
      .map(([name, { percent, normal_range }]) => ({
        rank,
        name,
        percent,
        min: normal_range.min,
        max: normal_range.max,
        status: levelStatus(percent, normal_range.min, normal_range.max),
      }))
      .sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name)),
  );
}
