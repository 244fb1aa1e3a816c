import type { LocaleCode } from '~/i18n/locales';
import { normaliseUtterance } from './normalise';

// "500 mg" is a medicine's strength (the form's dosage), "1 tablet" what is taken each time (its
// usage amount, whose leading number counts down the units on hand). People say either after a
// medicine's name; the unit tells which.

/** Units of mass, in the forms people type them, folded as the matcher folds words. */
const STRENGTH_UNITS: Record<LocaleCode, readonly string[]> = {
  en: [
    'mg',
    'mcg',
    'µg',
    'μg',
    'ug',
    'g',
    'gram',
    'grams',
    'milligram',
    'milligrams',
    'microgram',
    'micrograms',
  ],
  tr: ['mg', 'mcg', 'µg', 'g', 'gr', 'gram', 'miligram', 'mikrogram'],
  es: [
    'mg',
    'mcg',
    'µg',
    'g',
    'gr',
    'gramo',
    'gramos',
    'miligramo',
    'miligramos',
    'microgramo',
    'microgramos',
  ],
  ar: [
    'mg',
    'mcg',
    'ملغ',
    'ملغم',
    'مغ',
    'ملجم',
    'مجم',
    'ميليغرام',
    'مليغرام',
    'ملليغرام',
    'ميكروغرام',
    'غرام',
    'جرام',
  ],
  fa: ['mg', 'mcg', 'میلی گرم', 'میلیگرم', 'میکروگرم', 'گرم'],
};

/** A number then a unit of mass ("500 mg", "500mg", "٥٠٠ ملغ", "50/1000 mg"), and nothing else. */
export function isStrength(text: string, locale: LocaleCode): boolean {
  const folded = normaliseUtterance(text.replace(/(\d)(?=[^\d\s.,/])/gu, '$1 '), locale);
  const match = /^\d+(?: \d+)* (.+)$/u.exec(folded);
  if (!match) return false;
  const unit = match[1]!;
  return STRENGTH_UNITS[locale].some((candidate) => normaliseUtterance(candidate, locale) === unit);
}
