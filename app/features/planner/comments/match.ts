import type { LocaleCode } from '~/i18n/locales';
import type { FoodTarget } from '../types';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fa } from './fa';
import type { Lexicon } from './lexicon';
import { tr } from './tr';

// How a comment is read: normalised words, split into clauses, matched against a language's terms.

export const LEXICONS: Readonly<Record<LocaleCode, Lexicon>> = { en, tr, es, ar, fa };

/** Comments longer than this are cut: the planner reads a short note, not an essay. */
export const MAX_COMMENT_LENGTH = 1000;

const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/** Case, accents and the Arabic and Persian letter forms people type interchangeably folded to one. */
export function normalise(text: string, locale: LocaleCode): string {
  return text
    .toLocaleLowerCase(locale)
    .replace(ARABIC_MARKS, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/ة/g, 'ه')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u200c\u200d]/g, ' ')
    .replace(/[’`"“”«»()]/g, ' ')
    .replace(/'/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Arabic words carry the conjunction و and the article ال (and بال, لل) on their front. */
function stripArabicPrefixes(word: string): string {
  let w = word;
  if (w.length > 3 && w.startsWith('و')) w = w.slice(1);
  for (const prefix of ['بال', 'لل', 'ال']) {
    if (w.length > prefix.length + 1 && w.startsWith(prefix)) return w.slice(prefix.length);
  }
  return w;
}

type Term = { words: string[]; prefix: boolean };

export type FoodTerm = { word: string; entry: { targets: FoodTarget[] }; length: number };

export type Compiled = {
  locale: LocaleCode;
  lexicon: Lexicon;
  terms: Map<string, Term>;
  conjunctions: Set<string>;
  foodTerms?: FoodTerm[];
  /** The food terms by their first word, and those whose only word is a prefix (Turkish "somon*"). */
  foodIndex?: { byFirst: Map<string, FoodTerm[]>; prefixes: FoodTerm[] };
};

const compiled = new Map<LocaleCode, Compiled>();

function prepareWords(text: string, locale: LocaleCode): string[] {
  const words = normalise(text, locale).split(' ').filter(Boolean);
  return locale === 'ar' ? words.map(stripArabicPrefixes) : words;
}

export function compile(locale: LocaleCode): Compiled {
  const cached = compiled.get(locale);
  if (cached) return cached;
  const lexicon = LEXICONS[locale];
  const result: Compiled = {
    locale,
    lexicon,
    terms: new Map(),
    conjunctions: new Set(lexicon.conjunctions.flatMap((c) => prepareWords(c, locale))),
  };
  compiled.set(locale, result);
  return result;
}

export function termOf(c: Compiled, raw: string): Term {
  let term = c.terms.get(raw);
  if (!term) {
    const prefix = raw.endsWith('*');
    term = { words: prepareWords(prefix ? raw.slice(0, -1) : raw, c.locale), prefix };
    c.terms.set(raw, term);
  }
  return term;
}

/** Where the clause holds the term (its words in a row, the last one only as a prefix if marked `*`), or -1. */
export function indexOf(
  c: Compiled,
  clause: readonly string[],
  raw: string,
  taken?: ReadonlySet<number>,
): number {
  const { words, prefix } = termOf(c, raw);
  if (words.length === 0) return -1;
  outer: for (let i = 0; i + words.length <= clause.length; i++) {
    for (let j = 0; j < words.length; j++) {
      if (taken?.has(i + j)) continue outer;
      const word = clause[i + j]!;
      const wanted = words[j]!;
      const last = j === words.length - 1;
      if (last && prefix ? !word.startsWith(wanted) : word !== wanted) continue outer;
    }
    return i;
  }
  return -1;
}

const has = (c: Compiled, clause: readonly string[], raw: string) => indexOf(c, clause, raw) !== -1;

export const any = (c: Compiled, clause: readonly string[], terms: readonly string[]) =>
  terms.some((t) => has(c, clause, t));

export function clausesOf(c: Compiled, text: string): string[][] {
  const clauses: string[][] = [];
  for (const piece of text.split(/[,.;:!?،؛\n]+/u)) {
    let current: string[] = [];
    for (const word of prepareWords(piece, c.locale)) {
      if (c.conjunctions.has(word)) {
        if (current.length > 0) clauses.push(current);
        current = [];
      } else current.push(word);
    }
    if (current.length > 0) clauses.push(current);
  }
  return clauses;
}

export function numberIn(c: Compiled, clause: readonly string[]): number | null {
  for (const word of clause) {
    const digits = /^\d+$/.test(word) ? Number(word) : null;
    if (digits !== null && digits >= 1 && digits <= 7) return digits;
  }
  for (const [term, value] of Object.entries(c.lexicon.numbers)) if (has(c, clause, term)) return value;
  return null;
}

/** Whether a clause says no: a negation word or (Turkish) a "without" ending. */
export function negated(c: Compiled, clause: readonly string[]): boolean {
  if (any(c, clause, c.lexicon.negations)) return true;
  const suffixes = (c.lexicon.negativeSuffixes ?? []).map((s) => normalise(s, c.locale));
  return clause.some((word) => suffixes.some((s) => word.length > s.length + 1 && word.endsWith(s)));
}
