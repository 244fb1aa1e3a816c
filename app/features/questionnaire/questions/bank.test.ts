import { describe, expect, it } from 'vitest';
import { locales } from '~/i18n/locales';
import { GROUP_CONDITIONS, QUESTION_GROUPS, QUESTIONS, questionByName, type Localized } from '.';

const codes = locales.map((locale) => locale.code);

function texts(question: (typeof QUESTIONS)[number]): Localized[] {
  const list: Localized[] = [question.title];
  if (question.optionsDescription) list.push(question.optionsDescription);
  if (question.answerType === 'select') list.push(...question.options);
  if (question.answerType === 'number') {
    if (question.units) list.push(...question.units.map((unit) => unit.label));
    else if (question.unitLabel) list.push(question.unitLabel);
  }
  return list;
}

describe('the question bank', () => {
  it('has unique ids and names, and groups in bank order', () => {
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    expect(new Set(QUESTIONS.map((q) => q.name)).size).toBe(QUESTIONS.length);
    const order = QUESTIONS.map((q) => QUESTION_GROUPS.indexOf(q.group ?? 'onboarding'));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('has every text in every language, options and units unique per language', () => {
    for (const question of QUESTIONS) {
      for (const text of texts(question)) {
        for (const code of codes) expect(text[code].trim(), `${question.name} ${code}`).not.toBe('');
      }
      const lists =
        question.answerType === 'select'
          ? [question.options]
          : question.answerType === 'number' && question.units
            ? [question.units.map((u) => u.label)]
            : [];
      for (const list of lists) {
        for (const code of codes) {
          const lowered = list.map((item) => item[code].toLocaleLowerCase(code));
          expect(new Set(lowered).size, `${question.name} ${code}`).toBe(list.length);
        }
      }
    }
  });

  it('gives every number sensible bounds', () => {
    for (const question of QUESTIONS) {
      if (question.answerType !== 'number') continue;
      const ranges = question.units ?? [question.range];
      for (const range of ranges) expect(range.min, question.name).toBeLessThan(range.max);
    }
  });

  it('makes follow-ups follow a question of their own group, and conditions name real answers', () => {
    QUESTIONS.forEach((question, index) => {
      if (!question.dependsOnPrev) return;
      expect(QUESTIONS[index - 1]?.group, question.name).toBe(question.group);
    });
    for (const condition of Object.values(GROUP_CONDITIONS)) {
      const trigger = questionByName(condition.question);
      expect(trigger?.answerType).toBe('select');
      if (trigger?.answerType !== 'select') continue;
      for (const value of condition.values) expect(trigger.options.map((o) => o.en)).toContain(value);
    }
  });

  it('covers what the plans need', () => {
    const names = QUESTIONS.map((q) => q.name);
    for (const name of [
      'age',
      'sex',
      'weight',
      'height',
      'activity_level',
      'priorities',
      'diet_preferences',
    ]) {
      expect(names).toContain(name);
    }
    for (const name of [
      'allergies',
      'diabetes',
      'diabetes_treatment',
      'hba1c',
      'fasting_glucose',
      'hypo_episodes',
    ]) {
      expect(names).toContain(name);
    }
    for (const name of ['sleep_hours', 'stress_level', 'workout_days', 'workout_duration', 'workout_focus']) {
      expect(names).toContain(name);
    }
  });
});
