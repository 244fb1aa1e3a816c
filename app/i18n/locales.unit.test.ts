import { describe, expect, it } from 'vitest';
import { formatNumber, matchLanguages, parseAcceptLanguage } from './locales';

describe('language detection', () => {
  it('orders Accept-Language by quality', () => {
    expect(parseAcceptLanguage('es;q=0.5, tr-TR, en;q=0.8, *;q=0.1')).toEqual(['tr-TR', 'en', 'es']);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });

  it('prefers an exact iso match, then a language-only match', () => {
    expect(matchLanguages(['de-DE', 'fa-IR'])).toBe('fa');
    expect(matchLanguages(['ar-EG'])).toBe('ar');
    expect(matchLanguages(['es-MX', 'tr-TR'])).toBe('tr');
    expect(matchLanguages(['de-DE'])).toBeNull();
  });

  it('limits the detection answer to the detectable codes', () => {
    expect(matchLanguages(['fa-IR'], ['en', 'tr', 'es', 'ar'])).toBeNull();
  });

  it('shows thousands with commas', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1800.5, 2)).toBe('1,800.50');
  });
});
