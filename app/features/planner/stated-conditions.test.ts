import { describe, expect, it } from 'vitest';
import { locales } from '~/i18n/locales';
import { conditionsInText, type ScreenedCondition } from './screening';
import type { Localized } from './text';
import { CONDITION_LABELS, otherConditionsWith, statedConditions } from './stated-conditions';
import { WOMAN } from './test-support/people';

describe('conditions a comment states', () => {
  it('saves labels the screening reads back as the same condition, in every language', () => {
    for (const [condition, label] of Object.entries(CONDITION_LABELS) as [ScreenedCondition, Localized][])
      for (const { code } of locales)
        expect(conditionsInText(label[code]), `${condition} ${code}`).toEqual([condition]);
  });

  it('reads a stated condition, not a denied one, nor a food named like one', () => {
    expect(statedConditions('I am pregnant, and no fish please', 'en')).toEqual(['pregnancy']);
    expect(statedConditions('I am not pregnant', 'en')).toEqual([]);
    expect(statedConditions('more kidney beans and hearty meals', 'en')).toEqual([]);
    expect(statedConditions('hamileyim', 'tr')).toEqual(['pregnancy']);
    expect(statedConditions('أنا حامل', 'ar')).toEqual(['pregnancy']);
    expect(statedConditions('بیماری کلیه دارم', 'fa')).toEqual(['kidney']);
  });

  it('adds to the "other conditions" text what the answers do not already hold', () => {
    expect(otherConditionsWith(WOMAN, ['pregnancy'], 'en')).toBe('pregnancy');
    const withText = { ...WOMAN, has_other_conditions: [true], other_conditions: ['asthma'] };
    expect(otherConditionsWith(withText, ['pregnancy', 'shifts'], 'en')).toBe(
      'asthma, pregnancy, shift work',
    );
    expect(otherConditionsWith(withText, ['kidney'], 'ar')).toBe('asthma، مرض الكلى');
    // Already answered (or already in the text): nothing to save.
    expect(otherConditionsWith({ ...WOMAN, pregnancy: ['Pregnant'] }, ['pregnancy'], 'en')).toBeNull();
    expect(
      otherConditionsWith({ ...withText, other_conditions: ['pregnant'] }, ['pregnancy'], 'en'),
    ).toBeNull();
    // Past the answer's 500 characters: not saved rather than cut.
    const full = { ...WOMAN, has_other_conditions: [true], other_conditions: ['x'.repeat(495)] };
    expect(otherConditionsWith(full, ['kidney'], 'en')).toBeNull();
  });
});
