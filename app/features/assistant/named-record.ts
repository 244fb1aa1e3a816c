import type { LocaleCode } from '~/i18n/locales';
import { tokens } from './understanding/normalise';

/**
 * The record whose name shares most words with what the user said (both normalised in their
 * language), `tieBreak` ordering records with as many words in common; null when none shares one.
 */
export function namedRecord<T>(
  records: readonly T[],
  nameOf: (record: T) => string,
  said: string,
  locale: LocaleCode,
  tieBreak: (a: T, b: T) => number = () => 0,
): T | null {
  const wanted = new Set(tokens(said, locale));
  const scored = records
    .map((record) => ({
      record,
      score: tokens(nameOf(record), locale).filter((word) => wanted.has(word)).length,
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || tieBreak(a.record, b.record));
  return scored[0]?.record ?? null;
}
