import { describe, expect, it } from 'vitest';
import { isStrength } from './strength';

describe('a strength told from an amount taken', () => {
  it.each([
    ['en', '500 mg'],
    ['en', '500mg'],
    ['en', '0.5 mg'],
    ['en', '50/1000 mg'],
    ['tr', '1000 mg'],
    ['es', '850 miligramos'],
    ['ar', '٥٠٠ ملغ'],
    ['ar', '500 ملغم'],
    ['fa', '۵۰۰ میلی‌گرم'],
  ] as const)('%s "%s" is a strength', (locale, text) => {
    expect(isStrength(text, locale)).toBe(true);
  });

  it.each([
    ['en', '1 tablet'],
    ['en', '10 units'],
    ['en', '2 puffs'],
    ['en', '5 ml'],
    ['tr', 'bir tablet'],
    ['es', '2 comprimidos'],
    ['ar', 'قرص واحد'],
    ['fa', '۱ قرص'],
    ['en', 'mg'],
  ] as const)('%s "%s" is an amount taken', (locale, text) => {
    expect(isStrength(text, locale)).toBe(false);
  });
});
