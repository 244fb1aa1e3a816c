import { describe, expect, it } from 'vitest';
import type { HealthProfile } from '~/features/lab-tests/types';
import type { Body, DietAnswers } from './profile';
import { readDietAnswers } from './profile';
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

  it('names the BMI, inactivity, lows on insulin, variants and gut levels, each with its reason', () => {
    const health: HealthProfile = {
      genetic: {
        ...none.genetic,
        variants: [
          {
            raw: 'LCT rs4988235 C/C',
            gene: 'LCT',
            rsid: 'rs4988235',
            genotype: 'C/C',
            traits: ['lactose-intolerance'],
            meaning: null,
            source: null,
          },
        ],
      },
      microbiome: {
        ...none.microbiome,
        levels: [{ rank: 'Genus', name: 'Bifidobacterium', percent: 0.5, min: 1, max: 10, status: 'low' }],
      },
    };
    const threats = threatsOf(
      { ...body, weightKg: 95, activity: 'Sedentary' },
      diet({ diabetes: ['Type 1 diabetes'], diabetes_treatment: ['Insulin'], hypo_episodes: [3] }),
      health,
      'en',
    );
    expect(names(threats)).toEqual([
      'Obesity',
      'Diabetes complications',
      'Hypoglycaemia',
      'Physical inactivity',
      'Lactose intolerance',
      'Gut imbalance (dysbiosis)',
    ]);
    expect(threats[0]!.reason).toBe('Your BMI is 34.9 (95 kg, 165 cm); WHO: 30 or more is obesity.');
    expect(threats[1]!.reason).toBe('You said you have type 1 diabetes.');
    expect(threats[4]!.reason).toContain('LCT rs4988235 C/C');
    expect(threats[5]!.reason).toContain('Bifidobacterium 0.5% (1–10%)');
  });

  it('speaks the user’s language', () => {
    const threats = threatsOf({ ...body, weightKg: 95 }, diet({}), none, 'tr');
    expect(threats[0]!.name).toBe('Obezite');
  });
});
