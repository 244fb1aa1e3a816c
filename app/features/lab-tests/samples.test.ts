import { describe, expect, it } from 'vitest';
import { GENETIC_SAMPLES, MICROBIOME_SAMPLES, SAMPLE_IDS, sampleIdFor } from './samples';
import { microbiomeLevels } from './taxonomy';
import { parseCandidateVariant } from './variant-parser';

describe('the sample a user without a finished test gets', () => {
  it('is the same sample every time for the same user', () => {
    const id = 'b1f0c7a2-3d4e-4f5a-9b8c-7d6e5f4a3b2c';
    expect(sampleIdFor(id)).toBe(sampleIdFor(id));
    expect(SAMPLE_IDS).toContain(sampleIdFor(id));
  });

  it('spreads users over all five samples', () => {
    const seen = new Set(
      Array.from({ length: 200 }, (_, i) =>
        sampleIdFor(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
      ),
    );
    expect([...seen].sort()).toEqual(['S1', 'S2', 'S3', 'S4', 'S5']);
  });
});

describe('the built-in samples', () => {
  it('has five genetic samples whose variants are all known, with a meaning for each', () => {
    expect(Object.keys(GENETIC_SAMPLES)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5']);
    for (const sample of Object.values(GENETIC_SAMPLES)) {
      for (const raw of sample.candidateVariants) {
        const variant = parseCandidateVariant(raw);
        expect(variant.meaning, raw).not.toBeNull();
        expect(variant.source, raw).not.toBeNull();
      }
    }
  });

  it('gives the lactose-intolerant sample the trait and the low-risk sample none of the diabetes ones', () => {
    const traits = (id: keyof typeof GENETIC_SAMPLES) =>
      GENETIC_SAMPLES[id].candidateVariants.flatMap((raw) => parseCandidateVariant(raw).traits);
    expect(traits('S3')).toContain('lactose-intolerance');
    expect(traits('S2')).toEqual(expect.arrayContaining(['type2-diabetes-risk', 'obesity-risk']));
    expect(traits('S1')).not.toContain('type2-diabetes-risk');
    expect(traits('S1')).not.toContain('obesity-risk');
  });

  it('has five microbiome samples with the five phyla and their genera, each inside 0 to 100 with min ≤ max', () => {
    for (const sample of Object.values(MICROBIOME_SAMPLES)) {
      expect(Object.keys(sample.levels.Phylum).sort()).toEqual([
        'Actinobacteria',
        'Bacteroidetes',
        'Firmicutes',
        'Proteobacteria',
        'Verrucomicrobia',
      ]);
      expect(Object.keys(sample.levels.Genus)).toEqual(
        expect.arrayContaining([
          'Bacteroides',
          'Prevotella',
          'Faecalibacterium',
          'Bifidobacterium',
          'Akkermansia',
        ]),
      );
      for (const level of microbiomeLevels(sample.levels)) {
        expect(level.percent).toBeGreaterThanOrEqual(0);
        expect(level.percent).toBeLessThanOrEqual(100);
        expect(level.min).toBeLessThanOrEqual(level.max);
      }
      const phylumTotal = Object.values(sample.levels.Phylum).reduce((sum, level) => sum + level.percent, 0);
      expect(phylumTotal).toBeLessThanOrEqual(100);
    }
  });

  it('marks out-of-range levels low or high: sample S4 has Proteobacteria above its range', () => {
    const levels = microbiomeLevels(MICROBIOME_SAMPLES.S4.levels);
    expect(levels.find((level) => level.name === 'Proteobacteria')?.status).toBe('high');
    expect(levels.find((level) => level.name === 'Faecalibacterium')?.status).toBe('low');
    expect(microbiomeLevels(MICROBIOME_SAMPLES.S1.levels).every((level) => level.status === 'normal')).toBe(
      true,
    );
  });

  it('lists Phylum before Genus, most abundant first', () => {
    const levels = microbiomeLevels(MICROBIOME_SAMPLES.S1.levels);
    expect(levels.slice(0, 5).every((level) => level.rank === 'Phylum')).toBe(true);
    expect(levels[0]?.name).toBe('Firmicutes');
    expect(levels[5]).toMatchObject({ rank: 'Genus', name: 'Bacteroides' });
  });
});
