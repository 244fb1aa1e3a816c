import { describe, expect, it } from 'vitest';
import { KNOWN_VARIANTS } from '~/features/lab-tests/known-variants';
import type { HealthProfile, MicrobiomeLevel } from '~/features/lab-tests/types';
import { parseCandidateVariant } from '~/features/lab-tests/variant-parser';
import { locales } from '~/i18n/locales';
import type { Body, DietAnswers } from './profile';
import { readDietAnswers } from './profile';
import { THREATS, TRAIT_THREATS } from './threat-texts';
import { threatsOf } from './threats';

const body: Body = {
  age: 40,
  sex: 'female',
  weightKg: 60,
  heightCm: 165,
  activity: 'Moderately active',
  loseWeight: false,
};
const none: HealthProfile = {
  genetic: { source: { kind: 'sample', sampleId: 'S1' }, description: '', variants: [] },
  microbiome: { source: { kind: 'sample', sampleId: 'S1' }, levels: [] },
};
const diet = (answers: Record<string, (string | number)[]>): DietAnswers => readDietAnswers(answers);
const names = (threats: { name: string }[]) => threats.map((t) => t.name);
const withVariants = (...raw: string[]): HealthProfile => ({
  ...none,
  genetic: { ...none.genetic, variants: raw.map(parseCandidateVariant) },
});
const withLevels = (...levels: MicrobiomeLevel[]): HealthProfile => ({
  ...none,
  microbiome: { ...none.microbiome, levels },
});
const level = (name: string, percent: number, min: number, max: number, rank: 'Genus' | 'Phylum' = 'Genus') =>
  ({
    rank,
    name,
    percent,
    min,
    max,
    status: percent < min ? 'low' : percent > max ? 'high' : 'normal',
  }) satisfies MicrobiomeLevel;
const LOCALES = locales.map((l) => l.code);
const allText = (threats: { name: string; description: string; reason: string }[]) =>
  threats.map((t) => `${t.name} ${t.description} ${t.reason}`).join(' ');

describe('disease threats', () => {
  it('follows the ADA HbA1c ranges: 5.7–6.4% prediabetes, 6.5% or more diabetes', () => {
    expect(names(threatsOf(body, diet({ hba1c: [5.6, '%'] }), none, 'en'))).toEqual([]);
    expect(names(threatsOf(body, diet({ hba1c: [5.7, '%'] }), none, 'en'))).toEqual(['Prediabetes']);
    expect(names(threatsOf(body, diet({ hba1c: [6.5, '%'] }), none, 'en'))).toEqual(['Diabetes range']);
    // 48 mmol/mol (IFCC) is 6.5% (NGSP)
    expect(names(threatsOf(body, diet({ hba1c: [48, 'mmol/mol'] }), none, 'en'))).toEqual(['Diabetes range']);
  });

  it('follows the ADA fasting glucose ranges: 100–125 mg/dL prediabetes, 126 or more diabetes', () => {
    expect(names(threatsOf(body, diet({ fasting_glucose: [99, 'mg/dL'] }), none, 'en'))).toEqual([]);
    expect(names(threatsOf(body, diet({ fasting_glucose: [100, 'mg/dL'] }), none, 'en'))).toEqual([
      'Prediabetes',
    ]);
    expect(names(threatsOf(body, diet({ fasting_glucose: [7, 'mmol/L'] }), none, 'en'))).toEqual([
      'Diabetes range',
    ]);
  });

  it('names the BMI, inactivity, lows on insulin and an uncommon genotype, each with its reason', () => {
    const threats = threatsOf(
      { ...body, weightKg: 95, activity: 'Sedentary' },
      diet({ diabetes: ['Type 1 diabetes'], diabetes_treatment: ['Insulin'], hypo_episodes: [3] }),
      withVariants('TCF7L2 rs7903146 T/T'),
      'en',
    );
    expect(names(threats)).toEqual([
      'Obesity',
      'Diabetes complications',
      'Hypoglycaemia',
      'Physical inactivity',
      'Slightly higher likelihood of type 2 diabetes',
    ]);
    expect(threats[0]!.reason).toBe('Your BMI is 34.9 (95 kg, 165 cm); WHO: 30 or more is obesity.');
    expect(threats[1]!.reason).toBe('You said you have type 1 diabetes.');
    expect(threats[4]!.reason).toContain('TCF7L2 rs7903146 T/T');
  });

  it('speaks the user’s language', () => {
    const threats = threatsOf({ ...body, weightKg: 95 }, diet({}), none, 'tr');
    expect(threats[0]!.name).toBe('Obezite');
  });
});

describe('honest genetics', () => {
  it('states a variant as a small modifier with its published effect and source, never a disease', () => {
    const [tcf] = threatsOf(body, diet({}), withVariants('TCF7L2 rs7903146 C/T'), 'en');
    expect(tcf).toEqual({
      name: 'Slightly higher likelihood of type 2 diabetes',
      description:
        'A gene variant with a small effect: it does not mean you have or will get diabetes. Weight, activity and diet matter far more than the variant.',
      reason:
        'Your genetic profile carries TCF7L2 rs7903146 C/T. One copy of the T allele: about 1.4 times the odds of type 2 diabetes, a small effect; weight, fibre and activity matter far more. Source: Grant et al., Nat Genet 2006.',
    });
    const [fto] = threatsOf(body, diet({}), withVariants('FTO rs9939609 A/A'), 'en');
    expect(fto!.name).toBe('Slightly higher tendency to gain weight');
    expect(fto!.reason).toContain('about 0.8 kg/m² more BMI');
    expect(fto!.reason).toContain('Source: Frayling et al., Science 2007.');
    for (const text of Object.values(TRAIT_THREATS)) {
      expect(text.name.en).toMatch(/^Slightly higher /);
      expect(text.description.en).toContain('matter far more than the variant');
    }
  });

  it('gives no threat for the majority PPARG genotype (Pro12Pro, rs1801282 C/C), in any language', () => {
    for (const locale of LOCALES) {
      expect(threatsOf(body, diet({}), withVariants('PPARG rs1801282 C/C'), locale)).toEqual([]);
    }
    expect(parseCandidateVariant('PPARG rs1801282 C/C').meaning?.en).toMatch(/most common form/);
  });

  it('never makes a threat of a genotype that is the most frequent in a large population', () => {
    for (const known of KNOWN_VARIANTS) {
      const genotypes = [
        `${known.otherAllele}/${known.otherAllele}`,
        `${known.riskAllele}/${known.otherAllele}`,
        `${known.riskAllele}/${known.riskAllele}`,
      ];
      for (const copies of known.commonCopies) {
        const raw = `${known.gene} ${known.rsid} ${genotypes[copies]}`;
        for (const locale of LOCALES) {
          expect(threatsOf(body, diet({}), withVariants(raw), locale), `${raw} ${locale}`).toEqual([]);
        }
      }
    }
    // The common heterozygotes (FTO A/T, CYP1A2 A/C) are no threat; the uncommon homozygotes are.
    expect(threatsOf(body, diet({}), withVariants('FTO rs9939609 A/T', 'CYP1A2 rs762551 A/C'), 'en')).toEqual(
      [],
    );
    expect(names(threatsOf(body, diet({}), withVariants('CYP1A2 rs762551 C/C'), 'en'))).toEqual([
      'Slightly higher heart risk with a lot of coffee',
    ]);
  });

  it('gives an HLA-DQ2/DQ8 carrier no “Coeliac disease” threat, only an informative meaning', () => {
    for (const locale of LOCALES) {
      for (const raw of ['HLA-DQ2.5 rs2187668 C/T', 'HLA-DQ2.5 rs2187668 T/T']) {
        expect(threatsOf(body, diet({}), withVariants(raw), locale), `${raw} ${locale}`).toEqual([]);
      }
    }
    expect(parseCandidateVariant('HLA-DQ2.5 rs2187668 C/T').meaning?.en).toMatch(
      /carrying HLA-DQ2\/DQ8 is common .* does not mean coeliac disease.*only if you have symptoms/,
    );
  });

  it('keeps traits that shape the diet (lactose, saturated fat, folate) out of the threats', () => {
    const health = withVariants('LCT rs4988235 C/C', 'MTHFR rs1801133 T/T', 'APOE rs429358 C/T');
    expect(names(threatsOf(body, diet({}), health, 'en'))).toEqual([
      'Slightly higher likelihood of high blood fats or heart disease',
    ]);
  });
});

describe('honest microbiome', () => {
  it('makes no threat of any gut level outside its range, low or high, in any language', () => {
    const health = withLevels(
      level('Bifidobacterium', 0.5, 1, 10),
      level('Faecalibacterium', 20, 3, 15),
      level('Akkermansia', 0.01, 0.1, 5),
      level('Escherichia', 2.4, 0.01, 1),
      level('Proteobacteria', 9, 0.5, 5, 'Phylum'),
    );
    for (const locale of LOCALES) {
      expect(threatsOf(body, diet({}), health, locale), locale).toEqual([]);
    }
    expect(allText(threatsOf({ ...body, weightKg: 95 }, diet({}), health, 'en'))).not.toMatch(
      /dysbiosis|gut/i,
    );
  });
});

describe('a diabetes the user already told us about', () => {
  const confirmAdvice = LOCALES.map((locale) => THREATS.diabetes.description[locale]);

  it('is not sent to be confirmed: type 2 with HbA1c 8% is off its ADA target, for the care team', () => {
    for (const locale of LOCALES) {
      const threats = threatsOf(body, diet({ diabetes: ['Type 2 diabetes'], hba1c: [8, '%'] }), none, locale);
      for (const advice of confirmAdvice) expect(allText(threats)).not.toContain(advice);
      expect(threats).toHaveLength(1);
    }
    const [threat] = threatsOf(body, diet({ diabetes: ['Type 2 diabetes'], hba1c: [8, '%'] }), none, 'en');
    expect(threat!.name).toBe('Diabetes complications');
    expect(threat!.reason).toBe(
      'You said you have type 2 diabetes. Your HbA1c is 8%; ADA target: under 7% for many adults. Your diabetes is not yet at target: talk with your care team about it.',
    );
    expect(allText([threat!])).not.toMatch(/confirm/i);
  });

  it('tells an undiagnosed user with HbA1c 6.8% to see a doctor to confirm it', () => {
    const threats = threatsOf(body, diet({ hba1c: [6.8, '%'] }), none, 'en');
    expect(names(threats)).toEqual(['Diabetes range']);
    expect(threats[0]!.description).toBe(
      'Blood sugar in the diabetes range: see your doctor to confirm and treat it.',
    );
  });

  it('says nothing more of a value at target, and uses the pregnancy targets for gestational diabetes', () => {
    const atTarget = threatsOf(
      body,
      diet({ diabetes: ['Type 2 diabetes'], hba1c: [6.8, '%'], fasting_glucose: [120, 'mg/dL'] }),
      none,
      'en',
    );
    expect(atTarget.map((t) => t.reason)).toEqual(['You said you have type 2 diabetes.']);
    const glucose = threatsOf(
      body,
      diet({ diabetes: ['Type 1 diabetes'], fasting_glucose: [160, 'mg/dL'] }),
      none,
      'en',
    );
    expect(glucose[0]!.reason).toContain(
      'Your fasting glucose is 160 mg/dL; ADA target: 80–130 mg/dL before meals.',
    );
    const gestational = threatsOf(
      body,
      diet({ diabetes: ['Gestational diabetes'], hba1c: [6.2, '%'], fasting_glucose: [100, 'mg/dL'] }),
      none,
      'en',
    );
    expect(gestational[0]!.reason).toContain('ADA target: under 6% in pregnancy, if reached without lows.');
    expect(gestational[0]!.reason).toContain('ADA target: under 95 mg/dL fasting in pregnancy.');
  });

  it('gives someone with prediabetes no “confirm” either, even with a value in the diabetes range', () => {
    for (const locale of LOCALES) {
      const threats = threatsOf(
        body,
        diet({ diabetes: ['Prediabetes'], hba1c: [6.8, '%'], fasting_glucose: [110, 'mg/dL'] }),
        none,
        locale,
      );
      for (const advice of confirmAdvice) expect(allText(threats)).not.toContain(advice);
      expect(threats).toHaveLength(1);
    }
    const [threat] = threatsOf(
      body,
      diet({ diabetes: ['Prediabetes'], hba1c: [6.8, '%'], fasting_glucose: [110, 'mg/dL'] }),
      none,
      'en',
    );
    expect(threat).toMatchObject({ name: 'Prediabetes' });
    expect(threat!.reason).toBe(
      'You said you have prediabetes. Your HbA1c is 6.8%; ADA: 6.5% or more is diabetes. Talk with your care team about it. Your fasting glucose is 110 mg/dL; ADA: 100–125 mg/dL is prediabetes.',
    );
  });
});
