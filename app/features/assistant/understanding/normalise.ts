import type { LocaleCode } from '~/i18n/locales';

// The same folding runs on templates and on what the user said, so each side only has to be
// written once, in its natural spelling, and matches the ways people actually type or dictate it.

const TATWEEL = /\u0640/g;
/** Apostrophes join their word ("don't" = "dont", "Ahmet'in" = "ahmetin") rather than split it. */
const APOSTROPHES = /['’‘ʼ`´]/g;
const MARKS = /\p{M}/gu;
/** Any punctuation, and the zero-width (non-)joiner Persian writes inside words, ends a token. */
const SEPARATORS = /[\s\p{P}\u200c\u200d]+/gu;
/** A word of the original text: what the separators leave, apostrophes kept inside it. */
const RAW_WORD = /(?:['’‘]|[^\s\p{P}\u200c\u200d])+/gu;

const LETTER_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ı/g, 'i'],
  // U+06C0 (heh with yeh above) decomposes to U+06D5, not to heh: fold both to heh.
  [/[\u06c0\u06d5]/g, 'ه'],
  [/[أإآٱ]/g, 'ا'],
  [/ؤ/g, 'و'],
  [/[يىئ]/g, 'ی'],
  [/ك/g, 'ک'],
  [/ة/g, 'ه'],
];

function fold(text: string, locale: LocaleCode): string {
  let folded = text
    .toLocaleLowerCase(locale)
    .replace(TATWEEL, '')
    .replace(APOSTROPHES, '')
    .normalize('NFKD')
    .replace(MARKS, '');
  for (const [pattern, replacement] of LETTER_FOLDS) folded = folded.replace(pattern, replacement);
  return folded
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** Case, accents, Arabic and Persian letter forms, digits and punctuation folded; words split by single spaces. */
export function normaliseUtterance(text: string, locale: LocaleCode): string {
  return fold(text, locale).replace(SEPARATORS, ' ').trim();
}

/** A normalised token and where it came from in the original text. */
export type Token = { text: string; start: number; end: number };

/** The normalised tokens with their offsets, so a free-text slot can give back the user's own words. */
export function tokensWithOffsets(text: string, locale: LocaleCode): Token[] {
  const result: Token[] = [];
  for (const match of text.matchAll(RAW_WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    // Folding can still split a word (compatibility forms that decompose to punctuation or spaces).
    for (const piece of normaliseUtterance(match[0], locale).split(' ')) {
      if (piece) result.push({ text: piece, start, end });
    }
  }
  return result;
}

export function tokens(text: string, locale: LocaleCode): string[] {
  return tokensWithOffsets(text, locale).map((token) => token.text);
}
