import { describe, expect, it } from 'vitest';
import { FOODS } from '~/features/nutrition';
import { locales } from '~/i18n/locales';
import { planDiet, type AnswerMap } from '.';
import { dietFiguresOf } from './diet-figures';
import { MAX_REPLY_WORDS, wordCount } from './schemas';
import { sampleHealth, WOMAN } from './test-support/people';

const person: AnswerMap = {
  ...WOMAN,
  diet_preferences: ['None'],
  has_allergies: [false],
  sleep_hours: [7],
  stress_level: ['Moderate'],
};
const sample = sampleHealth('S1');
const plan = (answers: AnswerMap, comments: string[], locale: (typeof locales)[number]['code'] = 'en') =>
  planDiet({ answers, health: sample, comments, locale });
const foodsOf = (diet: ReturnType<typeof plan>) =>
  diet.meals.flatMap((m) => m.foods).map((f) => FOODS.find((food) => food.id === f.id)!);

describe('a reply when a rule of care or the user’s own answers win', () => {
  it('says sweets stay out for diabetes, and claims no change', () => {
    const diet = plan({ ...person, diabetes: ['Type 2 diabetes'], diabetes_treatment: ['Metformin'] }, [
      'more sweets',
    ]);
    expect(diet.reply).toBe('Sweets: kept out by diabetes care.');
    expect(foodsOf(diet).some((food) => food.group === 'sweet')).toBe(false);
  });

  it('says a lighter day is not possible where a deficit is not safe (pregnancy)', () => {
    const pregnant = { ...person, pregnancy: ['Pregnant'], pregnancy_trimester: ['Weeks 14 to 27'] };
    const before = plan(pregnant, []);
    const after = plan(pregnant, ['smaller portions']);
    expect(after.targetKcal).toBe(before.targetKcal);
    expect(after.reply).toBe('Meals keep their size: less would be under what is safe for you.');
  });

  it('keeps a recorded allergy when a comment denies it, and says where to change it', () => {
    const allergic = { ...person, has_allergies: [true], allergies: ['Fish'] };
    const diet = plan(allergic, ['I am not allergic to fish']);
    expect(diet.reply).toBe('Fish: kept out by your allergy.');
    expect(foodsOf(diet).some((food) => food.tags.includes('fish'))).toBe(false);
  });

  it('lifts an earlier exclusion when a comment says the food is fine, and says so', () => {
    const without = plan(person, ['no fish']);
    expect(foodsOf(without).some((food) => food.group === 'fish')).toBe(false);
    const back = plan(person, ['no fish', 'I am not allergic to fish']);
    expect(back.reply).toBe('Updated: fish allowed again.');
  });

  it('leaves an allergy the comment states out of the plan and says it was saved', () => {
    const diet = plan(person, ['I am allergic to peanuts and more nuts please']);
    expect(diet.reply).toContain('Saved in your answers: allergy to peanuts.');
    expect(foodsOf(diet).some((food) => food.tags.includes('peanuts'))).toBe(false);
  });

  it('a later comment about one food wins over an earlier one about its group', () => {
    const diet = plan(person, ['no fish', 'more salmon']);
    expect(diet.reply).toBe('Updated: more salmon.');
    expect(foodsOf(diet).some((food) => food.group === 'fish' && food.id !== 'salmon')).toBe(false);
  });

  it('favours foods poorer in carbohydrate when asked, and says so only when the day has less', () => {
    const carbs = (diet: ReturnType<typeof plan>) =>
      diet.meals
        .flatMap((m) => m.foods)
        .reduce((sum, f) => {
          const food = FOODS.find((x) => x.id === f.id)!;
          return sum + (food.per100g.carbohydrate * f.ingredients[0]!.amount_value) / 100;
        }, 0);
    const before = plan(person, []);
    const after = plan(person, ['fewer carbs please']);
    expect(carbs(after)).toBeLessThanOrEqual(carbs(before) * 0.95);
    expect(after.reply).toBe('Updated: less carbohydrate.');
    // Insulin: carbohydrate consistent from meal to meal (ADA); a kidney rule caps protein.
    const insulin = { ...person, diabetes: ['Type 1 diabetes'], diabetes_treatment: ['Insulin'] };
    expect(plan(insulin, ['fewer carbs please']).reply).toMatch(
      /^Carbohydrate stays near \d+ g a day: diabetes care\.$/,
    );
    const kidney = { ...person, kidney_disease: [true], kidney_stage: ['Stage 3'] };
    expect(plan(kidney, ['more protein']).reply).toMatch(
      /^Protein stays near \d+ g a day: a rule of care\.$/,
    );
  });

  it('keeps protein in its band whatever the comment (pregnancy: 1.1-1.6 g/kg, IOM 2005)', () => {
    const pregnant = {
      ...person,
      pregnancy: ['Pregnant'],
      pregnancy_trimester: ['Weeks 14 to 27'],
      diabetes: ['Gestational diabetes'],
      diabetes_treatment: ['None'],
    };
    for (const comments of [
      [],
      ['more vegetables'],
      ['no fish please'],
      ['more protein'],
      ['less protein'],
    ]) {
      const diet = plan(pregnant, comments);
      const { day, targets } = dietFiguresOf(diet.meals, pregnant);
      expect(day.protein, comments.join()).toBeGreaterThanOrEqual(targets.protein.low * 0.95);
      expect(day.protein, comments.join()).toBeLessThanOrEqual(targets.protein.high * 1.05);
    }
  });

  it('answers a meal time with the day part’s hours, and changes nothing', () => {
    const before = plan(person, []);
    const after = plan(person, ['dinner at 9 pm']);
    expect(after.reply).toBe(
      'Evening is 14:00-20:00 in every plan; eat it when it suits you. Nothing changed.',
    );
    expect(after.meals).toEqual(before.meals);
    expect(plan(person, ['العشاء الساعة 9'], 'ar').reply).toBe(
      'المساء من 14:00 إلى 20:00 في كل خطة؛ تناولها حين يناسبك. لم يتغير شيء.',
    );
    for (const { code } of locales) {
      const reply = plan(person, ['dinner at 9 pm'], code).reply;
      expect(reply).toContain('14:00');
      expect(wordCount(reply)).toBeLessThanOrEqual(MAX_REPLY_WORDS);
    }
  });

  it('says honestly that it cannot plan by price, and changes nothing', () => {
    const before = plan(person, []);
    const after = plan(person, ['something cheaper please']);
    expect(after.reply).toBe('I cannot plan by price: the food table has no prices. Nothing changed.');
    expect(after.meals).toEqual(before.meals);
  });

  it('stays within 16 words in every language', () => {
    const diabetic = { ...person, diabetes: ['Type 2 diabetes'], diabetes_treatment: ['Metformin'] };
    for (const { code } of locales) {
      const diet = plan(diabetic, ['more sweets, no fish, I am allergic to eggs, smaller portions'], code);
      expect(wordCount(diet.reply)).toBeLessThanOrEqual(MAX_REPLY_WORDS);
    }
  });
});
