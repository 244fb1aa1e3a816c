import { describe, expect, it } from 'vitest';
import { bmiClassOf, bmiOf, bmrOf, energyOf } from './energy';
import type { Body } from './profile';

const woman: Body = {
  age: 45,
  sex: 'female',
  weightKg: 82,
  heightCm: 165,
  activity: 'Lightly active',
  loseWeight: true,
};
const man: Body = {
  age: 30,
  sex: 'male',
  weightKg: 80,
  heightCm: 180,
  activity: 'Moderately active',
  loseWeight: false,
};

describe('body mass index (WHO)', () => {
  it('is weight over height squared: 82 kg at 1.65 m is 30.1, obesity class I', () => {
    expect(bmiOf(82, 165)).toBeCloseTo(30.12, 2);
    expect(bmiClassOf(bmiOf(82, 165))).toBe('obese-1');
  });

  it('classes at the WHO cut-offs', () => {
    expect(bmiClassOf(18.4)).toBe('underweight');
    expect(bmiClassOf(18.5)).toBe('normal');
    expect(bmiClassOf(24.9)).toBe('normal');
    expect(bmiClassOf(25)).toBe('overweight');
    expect(bmiClassOf(30)).toBe('obese-1');
    expect(bmiClassOf(35)).toBe('obese-2');
    expect(bmiClassOf(40)).toBe('obese-3');
  });
});

describe('energy (Mifflin-St Jeor)', () => {
  it('works the published formula: a 30-year-old man, 80 kg, 180 cm', () => {
    // 10 × 80 + 6.25 × 180 − 5 × 30 + 5 = 800 + 1125 − 150 + 5
    expect(bmrOf(man)).toBe(1780);
    const energy = energyOf(man);
    expect(energy.maintenanceKcal).toBe(2759); // × 1.55
    expect(energy.goal).toBe('maintain');
    expect(energy.targetKcal).toBe(2760);
  });

  it('takes 500 kcal off for weight loss: a 45-year-old woman, 82 kg, 165 cm, lightly active', () => {
    // 820 + 1031.25 − 225 − 161 = 1465.25; × 1.375 = 2014.7; − 500 = 1514.7
    expect(bmrOf(woman)).toBeCloseTo(1465.25, 2);
    const energy = energyOf(woman);
    expect(energy.goal).toBe('lose');
    expect(energy.targetKcal).toBe(1510);
  });

  it('never goes under the safe floor: 1,200 kcal for women, 1,500 for men', () => {
    const small = energyOf({
      age: 70,
      sex: 'female',
      weightKg: 52,
      heightCm: 155,
      activity: 'Sedentary',
      loseWeight: true,
    });
    // 520 + 968.75 − 350 − 161 = 977.75; × 1.2 = 1173: maintenance is already under the floor
    expect(small.maintenanceKcal).toBe(1173);
    expect(small.targetKcal).toBe(1170);
    const man65 = energyOf({
      age: 65,
      sex: 'male',
      weightKg: 70,
      heightCm: 170,
      activity: 'Sedentary',
      loseWeight: true,
    });
    // 700 + 1062.5 − 325 + 5 = 1442.5; × 1.2 = 1731; − 500 = 1231 → the floor, 1,500
    expect(man65.targetKcal).toBe(1500);
  });

  it('plans no deficit under 18 or for an underweight BMI', () => {
    expect(energyOf({ ...woman, age: 16 }).goal).toBe('maintain');
    expect(energyOf({ ...woman, age: 16 }).noDeficit).toBe('under-18');
    expect(energyOf({ ...woman, weightKg: 48 }).noDeficit).toBe('underweight');
  });
});
