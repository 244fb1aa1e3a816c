import type { Localized } from '~/features/questionnaire/questions/types';
import type { VariantTrait } from './types';
import { KNOWN_VARIANTS } from './variant-table';

export { KNOWN_VARIANTS };

/** Copies of the risk allele in a genotype: none, one or two. */
export type RiskCopies = 0 | 1 | 2;

/**
 * A well-studied variant: its two alleles as labs report them, what each genotype means, and the
 * traits the planner acts on. Meanings are summaries of the published studies named in `source`,
 * with their effect sizes; they describe a small shift in population risk, never a diagnosis.
 */
export type KnownVariant = {
  gene: string;
  rsid: string;
  riskAllele: string;
  otherAllele: string;
  /** Copies of the risk allele from which `traits` apply (2 where one copy has little or no effect). */
  traitsFrom: RiskCopies;
  traits: VariantTrait[];
  /**
   * Copies of the risk allele of the genotypes that are the most frequent one in at least one
   * continental population of the 1000 Genomes Project (Nature 2015;526:68–74, as dbSNP and Ensembl
   * show them). The genotype most people of a population carry is the reference, not a risk: it is
   * never stated as a threat, whatever its traits do to the diet.
   */
  commonCopies: readonly RiskCopies[];
  /** What the genotype means, by the number of risk-allele copies: none, one, two. */
  meaning: readonly [Localized, Localized, Localized];
  /** The studies behind the meaning (at most 500 characters: it travels in the planner's input). */
  source: string;
  /** The main study in a few words, for a threat's reason. */
  cite: string;
};

export function knownVariantByRsid(rsid: string): KnownVariant | undefined {
  const wanted = rsid.toLowerCase();
  return KNOWN_VARIANTS.find((variant) => variant.rsid === wanted);
}
