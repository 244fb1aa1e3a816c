import { describe, expect, it } from 'vitest';

import { locales, type LocaleCode } from '~/i18n/locales';

import { FOODS } from './index';

/** Punctuation an everyday word never holds, Latin and Arabic-script alike. */
const PUNCTUATION = /[.,;:!?()"'،؛؟]/;

/**
 * Words that name a whole group of foods. A comment with one of them ("no fish") is read as the
 * group, elsewhere, so no single food may claim it as its own name.
 */
const CATEGORY_WORDS: Record<LocaleCode, string[]> = {
  en: [
    'fish',
    'meat',
    'meats',
    'vegetable',
    'vegetables',
    'veggies',
    'fruit',
    'fruits',
    'nut',
    'nuts',
    'dairy',
    'legume',
    'legumes',
    'pulses',
    'seafood',
    'sweet',
    'sweets',
    'drink',
    'drinks',
    'poultry',
  ],
  tr: [
    'balık',
    'et',
    'sebze',
    'sebzeler',
    'meyve',
    'meyveler',
    'kuruyemiş',
    'süt ürünleri',
    'baklagil',
    'baklagiller',
    'deniz ürünleri',
    'tatlı',
    'tatlılar',
    'içecek',
    'içecekler',
  ],
  es: [
    'pescado',
    'pescados',
    'carne',
    'carnes',
    'verdura',
    'verduras',
    'vegetales',
    'hortalizas',
    'fruta',
    'frutas',
    'frutos secos',
    'lácteos',
    'legumbres',
    'marisco',
    'mariscos',
    'dulces',
    'bebida',
    'bebidas',
  ],
  ar: [
    'سمك',
    'أسماك',
    'لحم',
    'لحوم',
    'خضار',
    'خضروات',
    'خضراوات',
    'فاكهة',
    'فواكه',
    'مكسرات',
    'ألبان',
    'بقوليات',
    'مأكولات بحرية',
    'حلويات',
    'حلوى',
    'مشروبات',
  ],
  fa: [
    'ماهی',
    'گوشت',
    'سبزی',
    'سبزیجات',
    'میوه',
    'میوه‌ها',
    'آجیل',
    'لبنیات',
    'حبوبات',
    'غذای دریایی',
    'شیرینی',
    'شیرینی‌جات',
    'نوشیدنی',
    'نوشیدنی‌ها',
  ],
};

describe('what people call each food', () => {
  it('has 1 to 4 everyday words per language for every food', () => {
    for (const food of FOODS) {
      for (const { code } of locales) {
        const words = food.called[code];
        expect(words.length, `${food.id} ${code}`).toBeGreaterThanOrEqual(1);
        expect(words.length, `${food.id} ${code}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it('writes each word trimmed, lower case, 1-3 words long and without punctuation', () => {
    for (const food of FOODS) {
      for (const { code } of locales) {
        for (const word of food.called[code]) {
          const label = `${food.id} ${code} "${word}"`;
          expect(word.length, label).toBeGreaterThan(0);
          expect(word, label).toBe(word.trim());
          expect(word, label).toBe(word.toLocaleLowerCase(code));
          expect(word, label).not.toMatch(PUNCTUATION);
          expect(word.split(/\s+/).length, label).toBeLessThanOrEqual(3);
        }
      }
    }
  });

  it('lists no word twice for one food and language', () => {
    for (const food of FOODS) {
      for (const { code } of locales) {
        const words = food.called[code];
        expect(new Set(words).size, `${food.id} ${code}`).toBe(words.length);
      }
    }
  });

  it('writes Arabic words without the article, which the matcher strips', () => {
    const withArticle = FOODS.flatMap((food) =>
      food.called.ar.filter((word) => word.split(' ').some((part) => part.startsWith('ال'))),
    );
    expect(withArticle).toEqual([]);
  });

  it('leaves the words for whole groups of foods to the groups', () => {
    for (const { code } of locales) {
      const categories = new Set(CATEGORY_WORDS[code]);
      const claimed = FOODS.flatMap((food) =>
        food.called[code].filter((word) => categories.has(word)).map((word) => `${food.id}: ${word}`),
      );
      expect(claimed, code).toEqual([]);
    }
  });
});
