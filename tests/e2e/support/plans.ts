import type { Page } from 'playwright-core';

/** The answers the plans need, by questionnaire group, as the onboarding form posts them. */
export const PLAN_ANSWERS: Record<string, Record<string, string | string[]>> = {
  onboarding: {
    age: '34',
    sex: 'Female',
    pregnancy: 'No',
    weight: '82',
    weight_unit: 'kg',
    height: '168',
    height_unit: 'cm',
    activity_level: 'Lightly active',
    priorities: 'Lose weight',
  },
  'health-information': {
    diet_preferences: 'None',
    has_allergies: 'false',
    diabetes: 'No',
    kidney_disease: 'false',
    heart_disease: 'false',
    has_other_conditions: 'false',
    eating_disorder: 'false',
    fasting: 'No',
    shift_work: 'No',
    sleep_hours: '6',
    stress_level: 'High',
  },
  workout: {
    workout_days: ['Saturday', 'Monday', 'Wednesday'],
    workout_duration: 'Short',
    workout_restrictions: 'No Issues',
    workout_focus: 'Full Body',
    workout_equipment: 'None',
  },
};

/** Every day a workout day, the shortest sessions: whatever day the suite runs, today has a workout. */
export const EVERY_DAY_ANSWERS: typeof PLAN_ANSWERS = {
  ...PLAN_ANSWERS,
  workout: {
    ...PLAN_ANSWERS.workout,
    workout_days: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    workout_duration: 'Quick',
  },
};

/** A medicine as its add form posts it. */
export const SAMPLE_MEDICINE_FORM = {
  name: 'Metformin',
  usageAmount: '1 tablet',
  usageInterval: '12',
  usageStartDate: '2026-11-01',
  usageStartTime: '08:00',
  dosage: '500 mg',
  amount: '60',
  refillLeadDays: '7',
};

/**
 * Answers the questionnaire groups the plans need by sending the onboarding form with the page's
 * session, as the form itself would; quicker than clicking through. A saved group redirects.
 */
export async function answerPlanQuestions(page: Page, answers = PLAN_ANSWERS): Promise<void> {
  for (const [group, fields] of Object.entries(answers)) {
    const form = new FormData();
    form.append('group', group);
    form.append('q', Object.keys(fields)[0]!);
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
    }
    const response = await page.request.post('/onboarding', { form, maxRedirects: 0 });
    if (response.status() !== 302) throw new Error(`answers of ${group} refused: ${response.status()}`);
  }
}
