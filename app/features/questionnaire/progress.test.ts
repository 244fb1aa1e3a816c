import { describe, expect, it } from 'vitest';
import { placeAfter, placeBefore, placeHref, questionnaireProgress, resumePoint } from './progress';

describe('questionnaire progress', () => {
  it('starts at the first question and lists the groups that apply', () => {
    expect(resumePoint({})).toEqual({ group: 'onboarding', question: 'age' });
    expect(questionnaireProgress({}).map((p) => p.group)).toEqual([
      'onboarding',
      'health-information',
      'workout',
    ]);
  });

  it('adds the advanced-diabetes group after a diabetes answer, and follow-ups after a yes', () => {
    const answers = { diabetes: ['Prediabetes'], has_allergies: [true] };
    const groups = questionnaireProgress(answers);
    expect(groups.map((p) => p.group)).toEqual([
      'onboarding',
      'health-information',
      'advanced-diabetes',
      'workout',
    ]);
    // Diets, allergies and their follow-up, diabetes, kidney disease, heart, other conditions, eating
    // disorder, fasting, shifts, sleep and stress.
    expect(groups[1]).toMatchObject({ answered: 2, total: 12, done: false });
    expect(questionnaireProgress({ has_allergies: [false] })[1]).toMatchObject({ total: 11 });
  });

  it('resumes at the first open question and finishes when everything is answered', () => {
    const basics = { age: [30], sex: ['Male'], weight: [80, 'kg'], height: [180, 'cm'] };
    expect(resumePoint(basics)).toEqual({ group: 'onboarding', question: 'activity_level' });
    const progress = questionnaireProgress({
      ...basics,
      activity_level: ['Very active'],
      priorities: ['Lose weight'],
    });
    expect(progress[0]).toMatchObject({ answered: 6, total: 6, done: true });
  });

  it('steps forwards and back across groups', () => {
    expect(placeAfter('onboarding', 'age', {})).toEqual({ group: 'onboarding', question: 'sex' });
    expect(placeBefore('onboarding', 'sex', {})).toEqual({ group: 'onboarding', question: 'age' });
    expect(placeBefore('onboarding', 'age', {})).toBeNull();
    expect(placeBefore('health-information', 'diet_preferences', {})).toEqual({
      group: 'onboarding',
      question: 'priorities',
    });
    expect(placeAfter('health-information', 'has_allergies', { has_allergies: [true] })).toEqual({
      group: 'health-information',
      question: 'allergies',
    });
    expect(placeHref({ group: 'workout', question: 'workout_days' }, 'summary')).toBe(
      '/onboarding?group=workout&q=workout_days&from=summary',
    );
  });
});
