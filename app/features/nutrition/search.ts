import type { LocaleCode } from '~/i18n/locales';

// Arabic harakat and Quranic marks, the superscript alef, and the tatweel that only stretches a word.
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const COMBINING_MARKS = /\p{M}/gu;

/**
 * The form a name and a query are compared in: case and accents folded (é → e, İ and ı → i),
 * Arabic and Persian letters that people type interchangeably made one (ي ى → ی, ك → ک, ة → ه,
 * أ إ آ → ا), diacritics and tatweel removed, the Persian half-space read as a space.
 */
export function normaliseForSearch(text: string): string {
  return text
    .replace(ARABIC_MARKS, '')
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/ة/g, 'ه')
    .replace(/[ٱ]/g, 'ا')
    .replace(/[\u200c\u200d\s,.;:()'’"-]+/g, ' ')
    .trim();
}

type Named = { id: string; name: Record<LocaleCode, string> };

/** How well a name matches: 0 starts with the query, 1 a word starts with it, 2 contains it. */
function matchRank(name: string, query: string): number | null {
  if (name.startsWith(query)) return 0;
  if (name.split(' ').some((word) => word.startsWith(query))) return 1;
  if (name.includes(query)) return 2;
  return null;
}

/**
 * Items whose name in the locale matches the query, best first: prefix matches, then word
 * prefixes, then anywhere in the name; English names match too, after the locale's own.
 */
export function searchByName<T extends Named>(
  items: readonly T[],
  query: string,
  locale: LocaleCode,
  limit: number,
): T[] {
  const wanted = normaliseForSearch(query);
  if (wanted === '' || limit <= 0) return [];
  const ranked: { item: T; rank: number; name: string }[] = [];
  for (const item of items) {
    const name = normaliseForSearch(item.name[locale]);
    let rank = matchRank(name, wanted);
    if (rank === null && locale !== 'en') {
      const english = matchRank(normaliseForSearch(item.name.en), wanted);
      rank = english === null ? null : english + 3;
    }
    if (rank !== null) ranked.push({ item, rank, name });
  }
  ranked.sort(
    (a, b) => a.rank - b.rank || a.name.length - b.name.length || a.item.id.localeCompare(b.item.id),
  );
  return ranked.slice(0, limit).map((entry) => entry.item);
}
