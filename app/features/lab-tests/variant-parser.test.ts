import { describe, expect, it } from 'vitest';
import { KNOWN_VARIANTS } from './known-variants';
import { parseCandidateVariant, uncommonVariantOf } from './variant-parser';

describe('reading a stored candidate variant', () => {
  it('reads gene, rsID and genotype and finds what the genotype means', () => {
    const variant = parseCandidateVariant('TCF7L2 rs7903146 C/T');
    expect(variant).toMatchObject({
      raw: 'TCF7L2 rs7903146 C/T',
      gene: 'TCF7L2',
      rsid: 'rs7903146',
      genotype: 'C/T',
      traits: ['type2-diabetes-risk'],
    });
    expect(variant.meaning?.en).toMatch(/one copy of the T allele/i);
    expect(variant.source).toMatch(/Grant SFA.*Nat Genet 2006/);
  });

  it('counts risk alleles whatever their order and however the genotype is written', () => {
    expect(parseCandidateVariant('TCF7L2 rs7903146 T/C').meaning).toEqual(
      parseCandidateVariant('TCF7L2 rs7903146 C/T').meaning,
    );
    expect(parseCandidateVariant('  tcf7l2   RS7903146 tt ')).toMatchObject({
      gene: 'TCF7L2',
      rsid: 'rs7903146',
      genotype: 'T/T',
      traits: ['type2-diabetes-risk'],
    });
    expect(parseCandidateVariant('TCF7L2 rs7903146 C/C').traits).toEqual([]);
  });

  it('takes the gene from the table when only the rsID is written', () => {
    expect(parseCandidateVariant('rs9939609 A/A')).toMatchObject({ gene: 'FTO', traits: ['obesity-risk'] });
  });

  it('marks lactase non-persistence only for LCT −13910 C/C', () => {
    expect(parseCandidateVariant('LCT rs4988235 C/C').traits).toEqual(['lactose-intolerance']);
    expect(parseCandidateVariant('LCT rs4988235 C/T').traits).toEqual([]);
    expect(parseCandidateVariant('LCT rs4988235 T/T').traits).toEqual([]);
    expect(parseCandidateVariant('LCT rs4988235 C/C').meaning?.en).toMatch(/non-persistence/);
  });

  it('gives APOE ε4 carriers the lipid and saturated-fat traits', () => {
    expect(parseCandidateVariant('APOE rs429358 C/T').traits).toEqual([
      'cardiovascular-lipid-risk',
      'saturated-fat-sensitivity',
    ]);
  });

  it('gives slow caffeine metabolism to CYP1A2 C carriers and coeliac risk to HLA-DQ2.5 tag carriers', () => {
    expect(parseCandidateVariant('CYP1A2 rs762551 A/C').traits).toEqual(['caffeine-slow-metabolism']);
    expect(parseCandidateVariant('CYP1A2 rs762551 A/A').traits).toEqual([]);
    expect(parseCandidateVariant('HLA-DQ2.5 rs2187668 C/T')).toMatchObject({
      gene: 'HLA-DQ2.5',
      traits: ['coeliac-risk'],
    });
  });

  it('gives the majority PPARG genotype (Pro12Pro, C/C) no trait: Pro is the usual allele, Ala lowers the odds', () => {
    for (const genotype of ['C/C', 'C/G', 'G/G']) {
      expect(parseCandidateVariant(`PPARG rs1801282 ${genotype}`).traits).toEqual([]);
    }
    expect(parseCandidateVariant('PPARG rs1801282 C/C').meaning?.en).toMatch(/most common form.*usual risk/);
    expect(parseCandidateVariant('PPARG rs1801282 C/G').meaning?.en).toMatch(/about 0\.8 times/);
  });

  it('tells an HLA-DQ2.5 carrier that carriage is common and is not coeliac disease, in every language', () => {
    const carrier = parseCandidateVariant('HLA-DQ2.5 rs2187668 C/T').meaning!;
    expect(carrier.en).toContain(
      'carrying HLA-DQ2/DQ8 is common (about 30–40% of people) and does not mean coeliac disease',
    );
    expect(carrier.en).toContain('It matters only if you have symptoms');
    expect(carrier.tr).toContain('çölyak hastalığı anlamına gelmez');
    expect(carrier.es).toContain('no significa enfermedad celíaca');
    expect(carrier.ar).toContain('لا يعني الإصابة بالداء البطني');
    expect(carrier.fa).toContain('به معنای بیماری سلیاک نیست');
  });

  it('states each effect with its published size', () => {
    const en = (raw: string) => parseCandidateVariant(raw).meaning?.en;
    expect(en('TCF7L2 rs7903146 C/T')).toContain('about 1.4 times the odds of type 2 diabetes');
    expect(en('FTO rs9939609 A/T')).toContain('about 0.4 kg/m² more BMI');
    expect(en('FTO rs9939609 A/A')).toContain('about 1.7 times the odds of obesity');
    expect(en('KCNJ11 rs5219 T/T')).toContain('about 1.3 times the odds of type 2 diabetes');
    expect(en('MC4R rs17782313 C/C')).toContain('about 0.4 kg/m² more BMI');
    expect(en('APOE rs429358 C/T')).toContain('about 1.06 times');
    expect(en('CYP1A2 rs762551 C/C')).toContain('about 1.4 times the odds of a heart attack');
    expect(en('MTHFR rs1801133 T/T')).toContain('no clear effect on heart disease');
  });

  it('finds an uncommon genotype, and no common one, unknown variant or missing genotype', () => {
    expect(uncommonVariantOf(parseCandidateVariant('TCF7L2 rs7903146 C/T'))?.cite).toBe(
      'Grant et al., Nat Genet 2006',
    );
    expect(uncommonVariantOf(parseCandidateVariant('FTO rs9939609 A/A'))?.gene).toBe('FTO');
    expect(uncommonVariantOf(parseCandidateVariant('TCF7L2 rs7903146 C/C'))).toBeNull();
    expect(uncommonVariantOf(parseCandidateVariant('FTO rs9939609 T/A'))).toBeNull();
    expect(uncommonVariantOf(parseCandidateVariant('PPARG rs1801282 C/C'))).toBeNull();
    expect(uncommonVariantOf(parseCandidateVariant('LCT rs4988235 C/C'))).toBeNull();
    expect(uncommonVariantOf(parseCandidateVariant('BRCA9 rs1 A/G'))).toBeNull();
    expect(uncommonVariantOf(parseCandidateVariant('FTO rs9939609'))).toBeNull();
    expect(uncommonVariantOf(parseCandidateVariant('FTO rs9939609 G/G'))).toBeNull();
  });

  it('keeps an unknown variant as typed, with no meaning and no traits', () => {
    expect(parseCandidateVariant('BRCA9 rs1 A/G')).toEqual({
      raw: 'BRCA9 rs1 A/G',
      gene: 'BRCA9',
      rsid: 'rs1',
      genotype: 'A/G',
      traits: [],
      meaning: null,
      source: null,
    });
    expect(parseCandidateVariant('free text from the lab')).toMatchObject({
      gene: 'free text from the lab',
      rsid: null,
      genotype: null,
      meaning: null,
    });
  });

  it('gives no meaning to a known variant without a genotype or with alleles it does not have', () => {
    expect(parseCandidateVariant('FTO rs9939609')).toMatchObject({
      genotype: null,
      meaning: null,
      traits: [],
    });
    expect(parseCandidateVariant('FTO rs9939609 G/G')).toMatchObject({ meaning: null, traits: [] });
  });

  it('knows the variants the planner relies on, each with a source and a meaning in every language', () => {
    const rsids = KNOWN_VARIANTS.map((variant) => `${variant.gene} ${variant.rsid}`);
    expect(rsids).toEqual(
      expect.arrayContaining([
        'TCF7L2 rs7903146',
        'FTO rs9939609',
        'MTHFR rs1801133',
        'APOE rs429358',
        'APOE rs7412',
        'LCT rs4988235',
        'PPARG rs1801282',
        'KCNJ11 rs5219',
        'MC4R rs17782313',
        'CYP1A2 rs762551',
        'HLA-DQ2.5 rs2187668',
      ]),
    );
    for (const variant of KNOWN_VARIANTS) {
      expect(variant.source.length).toBeGreaterThan(20);
      // The source travels in the planner's input, whose schema allows 500 characters.
      expect(variant.source.length).toBeLessThanOrEqual(500);
      expect(variant.cite.length).toBeGreaterThan(10);
      expect(variant.commonCopies.length).toBeGreaterThan(0);
      for (const meaning of variant.meaning) {
        expect(Object.keys(meaning).sort()).toEqual(['ar', 'en', 'es', 'fa', 'tr']);
        expect(Object.values(meaning).every((text) => text.trim().length > 0)).toBe(true);
      }
    }
  });
});
