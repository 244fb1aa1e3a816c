import type { TaxonomicLevels } from './taxonomy';

/**
 * Built-in samples (spec 000 section 3): what a user's plans read until they have a finished test of
 * that type. The genetic samples are common genotype combinations of the variants in
 * known-variants.ts (each genotype is frequent in at least one population of the 1000 Genomes
 * Project), not real people.
 */
export type GeneticSample = { sampleId: SampleId; description: string; candidateVariants: string[] };

/**
 * The microbiome samples are plausible adult stool profiles (relative abundance, %) shaped after the
 * published enterotypes; the normal ranges are those of healthy adults:
 * The Human Microbiome Project Consortium, Nature 2012;486:207–214;
 * King CH et al., Baseline human gut microbiota profile in healthy people and standard reporting
 * template, PLoS One 2019;14:e0206484; Arumugam M et al., Enterotypes of the human gut microbiome,
 * Nature 2011;473:174–180.
 */
export type MicrobiomeSample = { sampleId: SampleId; description: string; levels: TaxonomicLevels };

export const SAMPLE_IDS = ['S1', 'S2', 'S3', 'S4', 'S5'] as const;
export type SampleId = (typeof SAMPLE_IDS)[number];

export const GENETIC_SAMPLES: Record<SampleId, GeneticSample> = {
  S1: {
    sampleId: 'S1',
    description:
      'No copies of the alleles linked with diabetes or weight, lactase persistent, fast caffeine metaboliser.',
    candidateVariants: [
      'TCF7L2 rs7903146 C/C',
      'FTO rs9939609 T/T',
      'MTHFR rs1801133 C/T',
      'APOE rs429358 T/T',
      'APOE rs7412 C/C',
      'LCT rs4988235 T/T',
      'PPARG rs1801282 C/G',
      'CYP1A2 rs762551 A/A',
    ],
  },
  S2: {
    sampleId: 'S2',
    description:
      'Two copies of the alleles linked with type 2 diabetes and weight at TCF7L2, FTO, KCNJ11 and MC4R: each a small effect that weight, diet and activity outweigh.',
    candidateVariants: [
      'TCF7L2 rs7903146 T/T',
      'FTO rs9939609 A/A',
      'PPARG rs1801282 C/C',
      'KCNJ11 rs5219 T/T',
      'MC4R rs17782313 C/C',
      'MTHFR rs1801133 C/C',
      'LCT rs4988235 C/T',
      'APOE rs429358 T/T',
    ],
  },
  S3: {
    sampleId: 'S3',
    description:
      'Lactase non-persistence and slower folate metabolism (MTHFR 677TT); one TCF7L2 T allele, a small effect.',
    candidateVariants: [
      'LCT rs4988235 C/C',
      'MTHFR rs1801133 T/T',
      'TCF7L2 rs7903146 C/T',
      'FTO rs9939609 A/T',
      'CYP1A2 rs762551 A/C',
      'APOE rs429358 T/T',
      'HLA-DQ2.5 rs2187668 C/C',
    ],
  },
  S4: {
    sampleId: 'S4',
    description: 'APOE ε4 carrier (slightly higher LDL cholesterol), slow caffeine metaboliser.',
    candidateVariants: [
      'APOE rs429358 C/T',
      'APOE rs7412 C/C',
      'CYP1A2 rs762551 C/C',
      'FTO rs9939609 A/T',
      'TCF7L2 rs7903146 C/C',
      'MC4R rs17782313 C/T',
      'LCT rs4988235 T/T',
      'KCNJ11 rs5219 C/T',
    ],
  },
  S5: {
    sampleId: 'S5',
    description:
      'HLA-DQ2.5 carrier (common; not coeliac disease), lactase non-persistence, slower caffeine metaboliser.',
    candidateVariants: [
      'HLA-DQ2.5 rs2187668 C/T',
      'CYP1A2 rs762551 A/C',
      'LCT rs4988235 C/C',
      'MTHFR rs1801133 C/T',
      'TCF7L2 rs7903146 C/T',
      'PPARG rs1801282 C/C',
      'APOE rs429358 T/T',
      'APOE rs7412 C/T',
    ],
  },
};

/** Healthy adult ranges (min and max, % of reads); sources above. */
const RANGES = {
  Phylum: {
    Firmicutes: { min: 30, max: 70 },
    Bacteroidetes: { min: 20, max: 60 },
    Actinobacteria: { min: 1, max: 10 },
    Proteobacteria: { min: 0.5, max: 5 },
    Verrucomicrobia: { min: 0.1, max: 5 },
  },
  Genus: {
    Bacteroides: { min: 5, max: 35 },
    Prevotella: { min: 0, max: 25 },
    Faecalibacterium: { min: 3, max: 15 },
    Bifidobacterium: { min: 1, max: 10 },
    Akkermansia: { min: 0.1, max: 5 },
    Lactobacillus: { min: 0.01, max: 1 },
    Roseburia: { min: 1, max: 8 },
    Ruminococcus: { min: 1, max: 10 },
    Escherichia: { min: 0.01, max: 1 },
  },
} as const;

type Percents = {
  Phylum: Record<keyof typeof RANGES.Phylum, number>;
  Genus: Record<keyof typeof RANGES.Genus, number>;
};

function withRanges(percents: Percents): TaxonomicLevels {
  const levels: TaxonomicLevels = { Phylum: {}, Genus: {} };
  for (const rank of ['Phylum', 'Genus'] as const) {
    const ranges: Record<string, { min: number; max: number }> = RANGES[rank];
    for (const [name, percent] of Object.entries(percents[rank])) {
      levels[rank][name] = { percent, normal_range: { ...ranges[name]! } };
    }
  }
  return levels;
}

export const MICROBIOME_SAMPLES: Record<SampleId, MicrobiomeSample> = {
  S1: {
    sampleId: 'S1',
    description: 'Balanced Bacteroides enterotype; every level within its normal range.',
    levels: withRanges({
      Phylum: {
        Firmicutes: 52,
        Bacteroidetes: 38,
        Actinobacteria: 5,
        Proteobacteria: 2.5,
        Verrucomicrobia: 1.5,
      },
      Genus: {
        Bacteroides: 18,
        Prevotella: 4,
        Faecalibacterium: 9,
        Bifidobacterium: 4,
        Akkermansia: 2,
        Lactobacillus: 0.3,
        Roseburia: 4,
        Ruminococcus: 5,
        Escherichia: 0.3,
      },
    }),
  },
  S2: {
    sampleId: 'S2',
    description: 'High Firmicutes to Bacteroidetes ratio with little Akkermansia.',
    levels: withRanges({
      Phylum: {
        Firmicutes: 74,
        Bacteroidetes: 18,
        Actinobacteria: 4,
        Proteobacteria: 3,
        Verrucomicrobia: 0.05,
      },
      Genus: {
        Bacteroides: 9,
        Prevotella: 2,
        Faecalibacterium: 6,
        Bifidobacterium: 2,
        Akkermansia: 0.05,
        Lactobacillus: 0.8,
        Roseburia: 3,
        Ruminococcus: 11,
        Escherichia: 0.6,
      },
    }),
  },
  S3: {
    sampleId: 'S3',
    description: 'Prevotella enterotype of a fibre-rich diet, with many butyrate producers.',
    levels: withRanges({
      Phylum: { Firmicutes: 45, Bacteroidetes: 48, Actinobacteria: 2, Proteobacteria: 3, Verrucomicrobia: 2 },
      Genus: {
        Bacteroides: 6,
        Prevotella: 28,
        Faecalibacterium: 12,
        Bifidobacterium: 1.5,
        Akkermansia: 1,
        Lactobacillus: 0.2,
        Roseburia: 6,
        Ruminococcus: 4,
        Escherichia: 0.2,
      },
    }),
  },
  S4: {
    sampleId: 'S4',
    description:
      'Proteobacteria and Bacteroides above their ranges, few butyrate producers and little Bifidobacterium.',
    levels: withRanges({
      Phylum: {
        Firmicutes: 38,
        Bacteroidetes: 46,
        Actinobacteria: 0.6,
        Proteobacteria: 9,
        Verrucomicrobia: 0.8,
      },
      Genus: {
        Bacteroides: 38,
        Prevotella: 1,
        Faecalibacterium: 1.8,
        Bifidobacterium: 0.5,
        Akkermansia: 0.6,
        Lactobacillus: 0.05,
        Roseburia: 0.7,
        Ruminococcus: 2,
        Escherichia: 2.4,
      },
    }),
  },
  S5: {
    sampleId: 'S5',
    description: 'Rich in Bifidobacterium and Lactobacillus, as after regular fermented dairy.',
    levels: withRanges({
      Phylum: {
        Firmicutes: 48,
        Bacteroidetes: 34,
        Actinobacteria: 12,
        Proteobacteria: 1.5,
        Verrucomicrobia: 3,
      },
      Genus: {
        Bacteroides: 14,
        Prevotella: 3,
        Faecalibacterium: 8,
        Bifidobacterium: 11,
        Akkermansia: 3.5,
        Lactobacillus: 1.4,
        Roseburia: 5,
        Ruminococcus: 6,
        Escherichia: 0.1,
      },
    }),
  },
};

/**
 * The sample a user's profile points at until a finished test replaces it: a stable hash (FNV-1a)
 * of the user id picks one of S1 to S5, so the same user always gets the same sample, on every
 * server, without storing anything. Genetic and microbiome samples share the number.
 */
export function sampleIdFor(userId: string): SampleId {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return SAMPLE_IDS[hash % SAMPLE_IDS.length]!;
}
