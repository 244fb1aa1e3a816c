import type { Localized } from '~/features/questionnaire/questions/types';

/**
 * What a genetic variant is known to do, as the planner acts on it. One variant may carry several;
 * a variant the app does not know carries none.
 */
export type VariantTrait =
  | 'lactose-intolerance'
  | 'type2-diabetes-risk'
  | 'obesity-risk'
  | 'folate-metabolism'
  | 'cardiovascular-lipid-risk'
  | 'saturated-fat-sensitivity'
  | 'caffeine-slow-metabolism'
  | 'coeliac-risk';

/** One candidate variant as stored (for example "TCF7L2 rs7903146 C/T"), read against what is known. */
export type InterpretedVariant = {
  raw: string;
  gene: string | null;
  rsid: string | null;
  genotype: string | null;
  /** Empty when the genotype carries no risk allele or the variant is unknown. */
  traits: VariantTrait[];
  /** What this variant and genotype mean, in every language; null when the app does not know it. */
  meaning: Localized | null;
  /** Where the meaning comes from (a paper, ClinVar, SNPedia-style summary of published studies). */
  source: string | null;
};

/** Where a profile comes from: a built-in sample until the user has a finished test of that type. */
export type ProfileSource =
  { kind: 'sample'; sampleId: string } | { kind: 'test'; orderId: number; finishedAt: string };

export type GeneticProfile = { source: ProfileSource; description: string; variants: InterpretedVariant[] };

export type TaxonomicRank = 'Phylum' | 'Genus';

export type MicrobiomeLevel = {
  rank: TaxonomicRank;
  name: string;
  percent: number;
  min: number;
  max: number;
  status: 'low' | 'normal' | 'high';
};

export type Microbiome = { source: ProfileSource; levels: MicrobiomeLevel[] };

/** What the plans read: the user's genetic profile and microbiome (from a finished test or a sample). */
export type HealthProfile = { genetic: GeneticProfile; microbiome: Microbiome };

/** A test's results as the pages show them. */
export type TestResultsView =
  | { type: 'genome'; description: string; variants: InterpretedVariant[] }
  | { type: 'metagenome'; levels: MicrobiomeLevel[] };
