import type { Activity, Body } from './profile';
import type { BmiClass } from './types';

/** Body mass index, kg/m². */
export function bmiOf(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return weightKg / (metres * metres);
}

/** WHO adult classes (WHO Technical Report Series 894, 2000). */
/**
 * The weight protein is counted on, in kg: the body's own, or from a BMI of 30 the adjusted body
 * weight dietitians use in obesity (the weight at BMI 25 plus 40 % of the excess; Krenitsky, Nutr
 * Clin Pract 2005), so that 1 g/kg does not ask 170 g a day of a 170 kg body.
 */
export function proteinWeightKg(body: Pick<Body, 'weightKg' | 'heightCm'>): number {
  if (bmiOf(body.weightKg, body.heightCm) < 30) return body.weightKg;
  const reference = 25 * (body.heightCm / 100) ** 2;
  return reference + 0.4 * (body.weightKg - reference);
}

export function bmiClassOf(bmi: number): BmiClass {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'overweight';
  if (bmi < 35) return 'obese-1';
  if (bmi < 40) return 'obese-2';
  return 'obese-3';
}

/** Mifflin-St Jeor (Am J Clin Nutr 1990;51:241-7): 10 W + 6.25 H − 5 A + 5 (men) or − 161 (women). */
export function bmrOf(body: Pick<Body, 'sex' | 'weightKg' | 'heightCm' | 'age'>): number {
  return 10 * body.weightKg + 6.25 * body.heightCm - 5 * body.age + (body.sex === 'male' ? 5 : -161);
}

/** Physical activity multipliers commonly used with Mifflin-St Jeor (McArdle, Katch & Katch). */
export const ACTIVITY_FACTORS: Readonly<Record<Activity, number>> = {
  Sedentary: 1.2,
  'Lightly active': 1.375,
  'Moderately active': 1.55,
  'Very active': 1.725,
};

/** A daily deficit of about 500 kcal loses roughly 0.5 kg a week (NIH / NHLBI guidance). */
export const WEIGHT_LOSS_DEFICIT = 500;

/** Lowest intake without medical supervision (NHLBI 1998 obesity guidelines): 1,200 women, 1,500 men. */
export const SAFE_FLOOR: Readonly<Record<Body['sex'], number>> = { female: 1200, male: 1500 };

/** No plan under this: very-low-calorie diets need medical supervision (NICE CG189: under 800 kcal). */
export const ABSOLUTE_MINIMUM = 1000;

export type Energy = {
  bmr: number;
  activityFactor: number;
  maintenanceKcal: number;
  goal: 'lose' | 'maintain';
  /** Why a requested weight loss was not applied, if it was not ('guardrail': a rule of care, see guardrails.ts). */
  noDeficit: 'under-18' | 'underweight' | 'guardrail' | null;
  /** Added to maintenance by a rule of care (pregnancy, breastfeeding). */
  extraKcal: number;
  floorKcal: number;
  targetKcal: number;
};

const round10 = (kcal: number) => Math.round(kcal / 10) * 10;

/**
 * The daily target: maintenance (BMR × activity factor, plus what pregnancy or breastfeeding adds),
 * less 500 kcal when the user wants to lose weight and no rule of care forbids it, never under the
 * safe floor. No deficit for teenagers or an underweight BMI. Where
 * maintenance itself is under the floor (a small, older woman) maintenance is the target.
 */
export function energyOf(
  body: Body,
  limits: { noDeficit: boolean; extraKcal: number } = { noDeficit: false, extraKcal: 0 },
): Energy {
  const bmr = bmrOf(body);
  const activityFactor = ACTIVITY_FACTORS[body.activity];
  const maintenanceKcal = bmr * activityFactor;
  // Pregnancy and breastfeeding add to what keeping one's weight takes.
  const needKcal = maintenanceKcal + limits.extraKcal;
  const floorKcal = SAFE_FLOOR[body.sex];
  const noDeficit = !body.loseWeight
    ? null
    : body.age < 18
      ? 'under-18'
      : bmiOf(body.weightKg, body.heightCm) < 18.5
        ? 'underweight'
        : limits.noDeficit
          ? 'guardrail'
          : null;
  const goal = body.loseWeight && noDeficit === null ? 'lose' : 'maintain';
  const wanted = goal === 'lose' ? needKcal - WEIGHT_LOSS_DEFICIT : needKcal;
  const lowest = Math.min(floorKcal, Math.max(needKcal, ABSOLUTE_MINIMUM));
  const targetKcal = round10(Math.max(wanted, lowest));
  return {
    bmr: Math.round(bmr),
    activityFactor,
    maintenanceKcal: Math.round(maintenanceKcal),
    goal,
    noDeficit,
    extraKcal: limits.extraKcal,
    floorKcal,
    targetKcal,
  };
}
