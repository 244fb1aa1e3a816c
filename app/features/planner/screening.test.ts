import { describe, expect, it } from 'vitest';
import { conditionsInText, readScreening } from './screening';

describe('the screening answers', () => {
  it('reads pregnancy with its trimester, breastfeeding and the kidney stage', () => {
    const pregnant = readScreening({
      sex: ['Female'],
      pregnancy: ['Pregnant'],
      pregnancy_trimester: ['Weeks 14 to 27'],
    });
    expect(pregnant.pregnancy).toEqual({ trimester: 2 });
    expect(pregnant.breastfeeding).toBe(false);
    expect(readScreening({ pregnancy: ['Breastfeeding'] })).toMatchObject({
      pregnancy: null,
      breastfeeding: true,
    });
    expect(readScreening({ kidney_disease: [true], kidney_stage: ['Stage 4'] }).kidney).toBe('G4');
    expect(readScreening({ kidney_disease: [true], kidney_stage: ['On dialysis'] }).kidney).toBe('dialysis');
    // A yes without a stage is read as a stage not given: the safe reading, not "no kidney disease".
    expect(readScreening({ kidney_disease: [true] }).kidney).toBe('unknown');
    expect(readScreening({ kidney_disease: [false], kidney_stage: ['Stage 4'] }).kidney).toBeNull();
  });

  it('reads conditions typed under "other conditions" in all five languages', () => {
    expect(conditionsInText('I am pregnant with twins')).toEqual(['pregnancy']);
    expect(conditionsInText('Hamileyim, böbrek yetmezliğim var')).toEqual(['pregnancy', 'kidney']);
    expect(conditionsInText('Estoy en diálisis tres veces por semana')).toEqual(['kidney']);
    expect(conditionsInText('أعاني من مرض في القلب')).toEqual(['heart']);
    expect(conditionsInText('ماه رمضان روزه می‌گیرم')).toEqual(['fasting']);
    expect(conditionsInText('I had anorexia as a teenager')).toEqual(['eating-disorder']);
    expect(conditionsInText('I work night shifts')).toEqual(['shifts']);
  });

  it('does not read a condition the text denies', () => {
    expect(conditionsInText('I am not pregnant')).toEqual([]);
    expect(conditionsInText('hamile değilim')).toEqual([]);
    expect(conditionsInText('no estoy embarazada')).toEqual([]);
    expect(conditionsInText('لست حامل')).toEqual([]);
    expect(conditionsInText('باردار نیستم')).toEqual([]);
    expect(conditionsInText('Mild asthma')).toEqual([]);
  });

  it('takes a condition from the text when it was not answered, and says it was read there', () => {
    const screening = readScreening({
      has_other_conditions: [true],
      other_conditions: ['Chronic kidney disease and asthma'],
    });
    expect(screening.kidney).toBe('unknown');
    expect(screening.fromText).toEqual(['kidney']);
    expect(screening.otherText).toBe('Chronic kidney disease and asthma');
  });
});
