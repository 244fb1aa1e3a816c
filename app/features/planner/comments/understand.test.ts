import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '~/i18n/locales';
import type { CommentIntent } from '../types';
import { ar } from './sentences/ar';
import { en } from './sentences/en';
import { es } from './sentences/es';
import { fa } from './sentences/fa';
import type { Sentence } from './sentences/intents';
import { tr } from './sentences/tr';
import { understandComment } from './understand';

const SENTENCES: Record<LocaleCode, Sentence[]> = { en, tr, es, ar, fa };
const threeDays: CommentIntent = { kind: 'workout-days', change: 'exact', count: 3 };

describe('understanding comments', () => {
  // Each language's sentences (sentences/*.ts) with the change each must make.
  for (const [locale, cases] of Object.entries(SENTENCES) as [LocaleCode, Sentence[]][]) {
    describe(locale, () => {
      it.each(cases)('%s', (text, expected) => {
        expect(understandComment(text, locale)).toEqual(expected);
      });
    });
  }

  it('reads digits in every script', () => {
    expect(understandComment('only 3 days', 'en')).toEqual([threeDays]);
    expect(understandComment('٣ أيام فقط', 'ar')).toEqual([threeDays]);
    expect(understandComment('فقط ۳ روز', 'fa')).toEqual([threeDays]);
  });

  it('understands nothing in an empty or overlong comment without failing', () => {
    expect(understandComment('', 'en')).toEqual([]);
    expect(understandComment('x'.repeat(100_000), 'tr')).toEqual([]);
  });
});
