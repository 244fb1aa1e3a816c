import { describe, expect, it } from 'vitest';

import { searchFoods } from './index';
import { normaliseForSearch } from './search';

const ids = (query: string, locale: Parameters<typeof searchFoods>[1], limit = 20) =>
  searchFoods(query, locale, limit).map((food) => food.id);

describe('normaliseForSearch', () => {
  it('folds case, accents and the Turkish dotted and dotless i', () => {
    expect(normaliseForSearch('Garbanzos Cocidos')).toBe('garbanzos cocidos');
    expect(normaliseForSearch('Requesón')).toBe('requeson');
    expect(normaliseForSearch('İSTANBUL')).toBe('istanbul');
    expect(normaliseForSearch('ılık')).toBe('ilik');
  });

  it('strips Arabic harakat and tatweel and unifies yeh, kaf, teh marbuta and hamza forms', () => {
    expect(normaliseForSearch('عَدَسٌ')).toBe(normaliseForSearch('عدس'));
    expect(normaliseForSearch('عــدس')).toBe(normaliseForSearch('عدس'));
    expect(normaliseForSearch('شاي')).toBe(normaliseForSearch('شای'));
    expect(normaliseForSearch('كشك')).toBe(normaliseForSearch('کشک'));
    expect(normaliseForSearch('أرز')).toBe(normaliseForSearch('ارز'));
    expect(normaliseForSearch('جبنة')).toBe(normaliseForSearch('جبنه'));
  });

  it('reads the Persian half-space as a space', () => {
    expect(normaliseForSearch('تخم‌مرغ')).toBe('تخم مرغ');
  });
});

describe('searchFoods', () => {
  it('finds foods by name in English, prefix matches first', () => {
    const found = ids('lent', 'en');
    expect(found[0]).toBe('lentils');
  });

  it('finds foods in Turkish whatever the case of İ and ı', () => {
    expect(ids('HAŞLANMIŞ NOHUT', 'tr')).toContain('chickpeas');
    expect(ids('haslanmis nohut', 'tr')).toContain('chickpeas');
    expect(ids('PİRİNÇ', 'tr')).toEqual(expect.arrayContaining(['basmati-rice', 'brown-rice']));
    expect(ids('YOĞURT', 'tr')[0]).toBe('plain-yogurt');
  });

  it('finds foods in Spanish without accents', () => {
    expect(ids('requeson', 'es')).toEqual(['cottage-cheese']);
    expect(ids('Garbanzos', 'es')[0]).toBe('chickpeas');
  });

  it('finds foods in Arabic typed without diacritics or with Persian letters', () => {
    expect(ids('عدس', 'ar')[0]).toBe('lentils');
    expect(ids('عَدَس', 'ar')[0]).toBe('lentils');
    expect(ids('ارز', 'ar')).toEqual(expect.arrayContaining(['basmati-rice', 'brown-rice']));
    expect(ids('حمص', 'ar')).toEqual(expect.arrayContaining(['hummus', 'chickpeas']));
  });

  it('finds foods in Persian with Arabic yeh and kaf or without the half-space', () => {
    expect(ids('عدس', 'fa')[0]).toBe('lentils');
    expect(ids('تخم مرغ', 'fa')).toEqual(expect.arrayContaining(['boiled-egg', 'scrambled-eggs']));
    expect(ids('پنير', 'fa')).toEqual(expect.arrayContaining(['feta-cheese', 'cheddar-cheese']));
  });

  it('falls back to English names in another language', () => {
    expect(ids('hummus', 'fa')).toContain('hummus');
  });

  it('respects the limit and answers nothing for an empty query', () => {
    expect(searchFoods('a', 'en', 3)).toHaveLength(3);
    expect(searchFoods('   ', 'en', 10)).toEqual([]);
    expect(searchFoods('zzzz', 'en', 10)).toEqual([]);
  });
});
