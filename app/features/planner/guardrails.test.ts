import { describe, expect, it } from 'vitest';
import { energyOf } from './energy';
import { guardrailsFor, limitsFor } from './guardrails';
import { readBody } from './profile';
import { WOMAN } from './test-support/people';
import type { AnswerMap } from './types';

const woman = WOMAN;
const pregnantIn = (trimester: string): AnswerMap => ({
  ...woman,
  pregnancy: ['Pregnant'],
  pregnancy_trimester: [trimester],
});

describe('the rules of care', () => {
  it('pregnancy: no deficit, the IOM trimester increments, 175 g of carbohydrate, 200 mg of caffeine, no liver', () => {
    const second = limitsFor(pregnantIn('Weeks 14 to 27'));
    expect(second.energy).toEqual({ noDeficit: true, extraKcal: 340 });
    expect(limitsFor(pregnantIn('Week 28 or later')).energy.extraKcal).toBe(452);
    expect(limitsFor(pregnantIn('Weeks 1 to 13')).energy.extraKcal).toBe(0);
    expect(second.diet.minCarbohydrate).toBe(175);
    expect(second.diet.maxCaffeineMg).toBe(200);
    expect(second.diet.excludedFoods).toContain('liver');
    expect(second.workout).toMatchObject({ noImpact: true, noSupine: true, moderateOnly: true });
    // ACOG 804: lying on the back is fine in the first trimester.
    expect(limitsFor(pregnantIn('Weeks 1 to 13')).workout.noSupine).toBe(false);
  });

  it('pregnancy: a woman who asked to lose weight gets maintenance plus the increment', () => {
    const answers = pregnantIn('Week 28 or later');
    const body = readBody(answers);
    const energy = energyOf(body, limitsFor(answers).energy);
    expect(energy.goal).toBe('maintain');
    expect(energy.noDeficit).toBe('guardrail');
    expect(energy.targetKcal).toBe(Math.round((energyOf(body).maintenanceKcal + 452) / 10) * 10);
  });

  it('breastfeeding: 330 kcal more and 210 g of carbohydrate (IOM 2005)', () => {
    const limits = limitsFor({ ...woman, pregnancy: ['Breastfeeding'] });
    expect(limits.energy).toEqual({ noDeficit: true, extraKcal: 330 });
    expect(limits.diet.minCarbohydrate).toBe(210);
  });

  it('kidney disease: protein by KDIGO stage', () => {
    const stage = (answer: string) =>
      limitsFor({ ...woman, kidney_disease: [true], kidney_stage: [answer] }).diet;
    expect(stage('Stage 1 or 2').maxProteinPerKg).toBe(1.3);
    expect(stage('Stage 3').maxProteinPerKg).toBe(0.8);
    expect(stage('Stage 4').maxProteinPerKg).toBe(0.8);
    expect(stage('I do not know').maxProteinPerKg).toBe(0.8);
    expect(stage('On dialysis')).toMatchObject({ minProteinPerKg: 1.0, maxProteinPerKg: 1.2 });
  });

  it('protein: 1.0-1.6 g/kg, raised at 65 (PROT-AGE), in pregnancy and breastfeeding (IOM); a kidney rule wins', () => {
    const band = (answers: AnswerMap) => limitsFor(answers).diet.protein;
    expect(band(woman)).toEqual({ low: 1.0, high: 1.6 });
    expect(band({ ...woman, age: [70] })).toEqual({ low: 1.2, high: 1.6 });
    expect(band(pregnantIn('Weeks 14 to 27'))).toEqual({ low: 1.1, high: 1.6 });
    expect(band({ ...woman, pregnancy: ['Breastfeeding'] })).toEqual({ low: 1.3, high: 1.6 });
    const kidney = (stage: string, age = 40) => ({
      ...woman,
      age: [age],
      kidney_disease: [true],
      kidney_stage: [stage],
    });
    expect(band(kidney('Stage 4', 70))).toEqual({ low: 0.6, high: 0.8 });
    expect(band(kidney('Stage 1 or 2'))).toEqual({ low: 1.0, high: 1.3 });
    expect(band(kidney('On dialysis', 70))).toEqual({ low: 1.0, high: 1.2 });
  });

  it('65 and over: balance work and no jumping (WHO 2020); BMI 35 or more, or sedentary: no jumping', () => {
    expect(limitsFor({ ...woman, age: [70] }).workout).toMatchObject({ balance: true, noImpact: true });
    expect(limitsFor({ ...woman, weight: [100, 'kg'] }).workout.noImpact).toBe(true);
    expect(limitsFor({ ...woman, activity_level: ['Sedentary'] }).workout.noImpact).toBe(true);
    expect(limitsFor(woman).workout).toMatchObject({ noImpact: false, balance: false });
  });

  it('under 18 or underweight asking to lose weight, or an eating disorder: no deficit', () => {
    expect(limitsFor({ ...woman, age: [16] }).energy.noDeficit).toBe(true);
    expect(limitsFor({ ...woman, weight: [48, 'kg'] }).energy.noDeficit).toBe(true);
    expect(limitsFor({ ...woman, eating_disorder: [true] }).energy.noDeficit).toBe(true);
    expect(limitsFor(woman).energy.noDeficit).toBe(false);
  });

  it('insulin or sulfonylureas: a glucose check before exercise', () => {
    const answers = { ...woman, diabetes: ['Type 1 diabetes'], diabetes_treatment: ['Insulin'] };
    expect(limitsFor(answers).workout.glucoseCheck).toBe(true);
  });

  it('says in the user’s language what the plans do not cover, and names every source', () => {
    const answers = {
      ...woman,
      kidney_disease: [true],
      kidney_stage: ['Stage 4'],
      fasting: ['Ramadan'],
      has_other_conditions: [true],
      other_conditions: ['asthma'],
    };
    const rules = guardrailsFor(answers, 'ar');
    const uncovered = rules.filter((rule) => rule.notCovered).map((rule) => rule.id);
    expect(uncovered).toEqual(['kidney-advanced', 'fasting', 'other-conditions']);
    expect(rules.find((rule) => rule.id === 'other-conditions')?.text).toContain('asthma');
    expect(rules.find((rule) => rule.id === 'kidney-advanced')?.text).toContain('الكلى');
    for (const rule of rules.filter((r) => r.id !== 'other-conditions'))
      expect(rule.source).toMatch(/\w{3,}/);
  });
});
