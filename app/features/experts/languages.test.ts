import { describe, expect, it } from 'vitest';
import { isSpokenLanguage, languageName, SPOKEN_LANGUAGES } from './languages';

describe('spoken languages', () => {
  it("start with the app's five languages, each code once", () => {
    expect(SPOKEN_LANGUAGES.slice(0, 5)).toEqual(['en', 'tr', 'es', 'ar', 'fa']);
    expect(new Set(SPOKEN_LANGUAGES).size).toBe(SPOKEN_LANGUAGES.length);
    expect(isSpokenLanguage('ku')).toBe(true);
    expect(isSpokenLanguage('xx')).toBe(false);
  });

  it("are named in the page's language", () => {
    expect(languageName('tr', 'en')).toBe('Turkish');
    expect(languageName('tr', 'tr')).toBe('Türkçe');
    expect(languageName('de', 'es')).toBe('alemán');
    expect(languageName('en', 'ar')).toBe('الإنجليزية');
  });
});
