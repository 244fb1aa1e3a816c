import { describe, expect, it } from 'vitest';
import { checkGenomeDetails, checkMetagenomeDetails, levelRows, type LevelRow } from './validation';

const keys = (result: { ok: boolean; errors?: { key: string }[] }) =>
  result.ok ? [] : result.errors!.map((e) => e.key);
const row = (name: string, percent = '10', min = '5', max = '20'): LevelRow => ({ name, percent, min, max });

describe('genome details edit (spec 000 section 5)', () => {
  it('trims the description and the variants and drops empty variants', () => {
    expect(
      checkGenomeDetails({
        description: '  Result summary  ',
        candidateVariants: [' FTO rs9939609 A/T ', '', '   '],
      }),
    ).toEqual({
      ok: true,
      value: { description: 'Result summary', candidateVariants: ['FTO rs9939609 A/T'] },
    });
  });

  it('refuses a blank description with error_empty_description', () => {
    expect(
      keys(checkGenomeDetails({ description: '   ', candidateVariants: ['FTO rs9939609 A/T'] })),
    ).toEqual(['lab-tests:errors.error_empty_description']);
  });

  it('refuses no variant left after trimming with error_empty_candidate_variation', () => {
    expect(keys(checkGenomeDetails({ description: 'ok', candidateVariants: [' ', ''] }))).toEqual([
      'lab-tests:errors.error_empty_candidate_variation',
    ]);
    expect(keys(checkGenomeDetails({ description: '', candidateVariants: [] }))).toEqual([
      'lab-tests:errors.error_empty_description',
      'lab-tests:errors.error_empty_candidate_variation',
    ]);
  });

  it('refuses more than 200 variants, an over-long variant and an over-long description', () => {
    const many = Array.from({ length: 201 }, (_, i) => `GENE rs${i + 1} A/G`);
    expect(keys(checkGenomeDetails({ description: 'ok', candidateVariants: many }))).toEqual([
      'lab-tests:errors.too_many_variants',
    ]);
    expect(checkGenomeDetails({ description: 'ok', candidateVariants: many.slice(0, 200) }).ok).toBe(true);
    expect(keys(checkGenomeDetails({ description: 'ok', candidateVariants: ['x'.repeat(101)] }))).toEqual([
      'lab-tests:errors.variant_too_long',
    ]);
    expect(keys(checkGenomeDetails({ description: 'x'.repeat(2001), candidateVariants: ['a'] }))).toEqual([
      'lab-tests:errors.description_too_long',
    ]);
  });
});

describe('metagenome details edit (spec 000 section 5 and issue 6)', () => {
  it('stores named rows by name with percent and normal range, dropping fully blank rows', () => {
    expect(
      checkMetagenomeDetails({
        Phylum: [row(' Firmicutes ', '55.5', '30', '70'), row('', '', '', '')],
        Genus: [row('Akkermansia', '0,05', '0.1', '5')],
      }),
    ).toEqual({
      ok: true,
      value: {
        Phylum: { Firmicutes: { percent: 55.5, normal_range: { min: 30, max: 70 } } },
        Genus: { Akkermansia: { percent: 0.05, normal_range: { min: 0.1, max: 5 } } },
      },
    });
  });

  it('accepts both lists empty', () => {
    expect(checkMetagenomeDetails({ Phylum: [], Genus: [] })).toEqual({
      ok: true,
      value: { Phylum: {}, Genus: {} },
    });
  });

  it('refuses a non-empty list without one named entry with error_empty_taxonomic_level', () => {
    const result = checkMetagenomeDetails({ Phylum: [row('Firmicutes')], Genus: [row('  '), row('')] });
    expect(result).toEqual({
      ok: false,
      errors: [{ key: 'lab-tests:errors.error_empty_taxonomic_level', values: { rank: 'Genus' } }],
    });
  });

  it('refuses a row with numbers but no name when other rows are named', () => {
    expect(keys(checkMetagenomeDetails({ Phylum: [row('Firmicutes'), row(' ')], Genus: [] }))).toEqual([
      'lab-tests:errors.level_name_missing',
    ]);
  });

  it('refuses percents and ranges outside 0 to 100 or not numbers', () => {
    for (const bad of [
      row('A', '101'),
      row('A', '-1'),
      row('A', '10', '-0.5'),
      row('A', '10', '5', '100.01'),
      row('A', 'ten'),
      row('A', '1e2'),
      row('A', ''),
    ]) {
      expect(keys(checkMetagenomeDetails({ Phylum: [bad], Genus: [] }))).toEqual([
        'lab-tests:errors.level_percent_out_of_range',
      ]);
    }
    expect(checkMetagenomeDetails({ Phylum: [row('A', '0', '0', '100')], Genus: [] }).ok).toBe(true);
  });

  it('refuses min above max', () => {
    expect(keys(checkMetagenomeDetails({ Phylum: [row('A', '10', '20', '5')], Genus: [] }))).toEqual([
      'lab-tests:errors.level_range_reversed',
    ]);
  });

  it('refuses a name repeated in a list, whatever its case, but allows it in the other list', () => {
    expect(
      keys(checkMetagenomeDetails({ Phylum: [row('Firmicutes'), row('firmicutes ')], Genus: [] })),
    ).toEqual(['lab-tests:errors.level_name_repeated']);
    expect(checkMetagenomeDetails({ Phylum: [row('Same')], Genus: [row('Same')] }).ok).toBe(true);
  });

  it('refuses more than 100 rows in a list and names over 100 characters', () => {
    const rows = Array.from({ length: 101 }, (_, i) => row(`Genus${i}`));
    expect(keys(checkMetagenomeDetails({ Phylum: [], Genus: rows }))).toEqual([
      'lab-tests:errors.too_many_levels',
    ]);
    expect(checkMetagenomeDetails({ Phylum: [], Genus: rows.slice(0, 100) }).ok).toBe(true);
    expect(keys(checkMetagenomeDetails({ Phylum: [row('x'.repeat(101))], Genus: [] }))).toEqual([
      'lab-tests:errors.level_name_too_long',
    ]);
  });

  it('gives the stored levels back as rows that check to the same levels', () => {
    const levels = {
      Phylum: { Firmicutes: { percent: 55.5, normal_range: { min: 30, max: 70 } } },
      Genus: { Akkermansia: { percent: 0.05, normal_range: { min: 0.1, max: 5 } } },
    };
    expect(checkMetagenomeDetails(levelRows(levels))).toEqual({ ok: true, value: levels });
  });
});
