import { describe, expect, it } from 'vitest';
import { locales } from '~/i18n/locales';
import { understandComment } from './comments/understand';
import { replyTo } from './reply';
import { MAX_REPLY_WORDS, replySchema, wordCount } from './schemas';

describe('planner replies', () => {
  it('say what the comment changed', () => {
    expect(replyTo(understandComment('no fish, and lighter dinners', 'en'), 'meals', 'en')).toBe(
      'Updated: no fish, lighter evening.',
    );
    expect(
      replyTo(understandComment('only three days a week', 'en'), 'exercises', 'en', { workoutDays: 3 }),
    ).toBe('Updated: 3 workout days a week.');
    expect(replyTo(understandComment('my knees hurt', 'en'), 'exercises', 'en')).toBe(
      'Updated: nothing that loads your knees.',
    );
    expect(replyTo(understandComment('بدون سمك', 'ar'), 'meals', 'ar')).toBe('تم التحديث: بدون سمك.');
  });

  it('say that a stated condition was saved, on every plan, in the user’s language', () => {
    expect(replyTo(understandComment('I am pregnant', 'en'), 'exercises', 'en')).toBe(
      'Saved in your answers: pregnancy.',
    );
    expect(replyTo(understandComment('أنا حامل، بدون سمك', 'ar'), 'meals', 'ar')).toBe(
      'تم التحديث: بدون سمك. حُفظ في إجاباتك: الحمل.',
    );
  });

  it('say so, with an example, when nothing in the comment applies to the plan', () => {
    expect(replyTo(understandComment('what a lovely day', 'en'), 'meals', 'en')).toBe(
      'Sorry, I did not understand that. Try, for example: “no fish, and lighter dinners”.',
    );
    expect(replyTo(understandComment('my knees hurt', 'en'), 'meals', 'en')).toContain('Sorry');
  });

  it('stay within 16 words in every language, however much a comment asks', () => {
    const many =
      'no fish, no chicken, no eggs, no bread, no rice, more vegetables, more fruit, lighter dinners';
    for (const { code } of locales) {
      const intents = understandComment(many, 'en');
      for (const plan of ['meals', 'exercises', 'meditations'] as const) {
        expect(
          wordCount(replyTo(intents, plan, code, { workoutDays: 3, sessionMinutes: 40 })),
        ).toBeLessThanOrEqual(16);
        expect(wordCount(replyTo([], plan, code))).toBeLessThanOrEqual(16);
      }
    }
  });
});

describe("a model's planner reply", () => {
  it('is cut to 16 words rather than refused, so the plan it describes is kept', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `word${i + 1}`).join(' ');
    const reply = replySchema.parse(`  ${twenty}\n`);
    expect(reply.split(' ')).toHaveLength(MAX_REPLY_WORDS);
    expect(reply).toBe(Array.from({ length: 16 }, (_, i) => `word${i + 1}`).join(' '));
    expect(replySchema.parse('Fewer evening carbohydrates,   as you asked.')).toBe(
      'Fewer evening carbohydrates, as you asked.',
    );
  });

  it('is refused when empty', () => {
    expect(replySchema.safeParse('   ').success).toBe(false);
  });
});
