import { FOODS } from '~/features/nutrition';
import type { LocaleCode } from '~/i18n/locales';
import { WEEK, type Weekday } from '../profile';
import type { CommentIntent, FoodTarget } from '../types';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fa } from './fa';
import { allergyOf } from './allergies';
import type { Lexicon } from './lexicon';
import { tr } from './tr';

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

type Compiled = {
  locale: LocaleCode;
  lexicon: Lexicon;
  terms: Map<string, Term>;
  conjunctions: Set<string>;
  foodTerms?: FoodTerm[];
};

const compiled = new Map<LocaleCode, Compiled>();

function prepareWords(text: string, locale: LocaleCode): string[] {
  const words = normalise(text, locale).split(' ').filter(Boolean);
  return locale === 'ar' ? words.map(stripArabicPrefixes) : words;
}

function compile(locale: LocaleCode): Compiled {
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

function termOf(c: Compiled, raw: string): Term {
  let term = c.terms.get(raw);
  if (!term) {
    const prefix = raw.endsWith('*');
    term = { words: prepareWords(prefix ? raw.slice(0, -1) : raw, c.locale), prefix };
    c.terms.set(raw, term);
  }
  return term;
}

/** Where the clause holds the term (its words in a row, the last one only as a prefix if marked `*`), or -1. */
function indexOf(c: Compiled, clause: readonly string[], raw: string, taken?: ReadonlySet<number>): number {
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

const any = (c: Compiled, clause: readonly string[], terms: readonly string[]) =>
  terms.some((t) => has(c, clause, t));

function clausesOf(c: Compiled, text: string): string[][] {
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

function numberIn(c: Compiled, clause: readonly string[]): number | null {
  for (const word of clause) {
    const digits = /^\d+$/.test(word) ? Number(word) : null;
    if (digits !== null && digits >= 1 && digits <= 7) return digits;
  }
  for (const [term, value] of Object.entries(c.lexicon.numbers)) if (has(c, clause, term)) return value;
  return null;
}

type FoodTerm = { word: string; entry: { targets: FoodTarget[] }; length: number };

/**
 * The lexicon's words for groups and tags, then every food of the table by what people call it
 * ("salmon"), longest first; on a tie the lexicon's word wins ("eggs" is the egg allergy, not one
 * egg dish). Turkish names take suffixes ("somonu"), as the lexicon's marked words do.
 */
function foodTermsOf(c: Compiled): FoodTerm[] {
  if (c.foodTerms) return c.foodTerms;
  const byName = new Map<string, FoodTarget[]>();
  for (const food of FOODS) {
    for (const name of food.called[c.locale]) {
      const word = c.locale === 'tr' && (name.split(' ').at(-1)?.length ?? 0) >= 4 ? `${name}*` : name;
      byName.set(word, [...(byName.get(word) ?? []), { food: food.id }]);
    }
  }
  const table = [...byName].map(([word, targets]) => ({ word, entry: { targets } }));
  c.foodTerms = [
    ...c.lexicon.foods.flatMap((entry) => entry.words.map((word) => ({ word, entry }))),
    ...table,
  ]
    .map((term) => ({ ...term, length: termOf(c, term.word).words.length }))
    .sort((a, b) => b.length - a.length);
  return c.foodTerms;
}

/**
 * The foods a clause names. Longer terms are matched first and their words are used up, so
 * "red meat" is not also "meat" and Persian "تخم مرغ" (egg) is not also "مرغ" (chicken).
 */
function foodTargetsIn(c: Compiled, clause: readonly string[]): FoodTarget[] {
  const terms = foodTermsOf(c);
  const taken = new Set<number>();
  const targets: FoodTarget[] = [];
  const seen = new Set<string>();
  for (const { word, entry, length } of terms) {
    const at = indexOf(c, clause, word, taken);
    if (at === -1) continue;
    for (let k = at; k < at + length; k++) taken.add(k);
    for (const target of entry.targets) {
      const key = JSON.stringify(target);
      if (!seen.has(key)) targets.push(target);
      seen.add(key);
    }
  }
  return targets;
}

function negated(c: Compiled, clause: readonly string[]): boolean {
  if (any(c, clause, c.lexicon.negations)) return true;
  const suffixes = (c.lexicon.negativeSuffixes ?? []).map((s) => normalise(s, c.locale));
  return clause.some((word) => suffixes.some((s) => word.length > s.length + 1 && word.endsWith(s)));
}

/**
 * "Allergic to peanuts" is an allergy the questionnaire lists (saved there); "allergic to
 * strawberries" is not, and leaves them out like "no strawberries". Denied, the foods are allowed.
 */
function allergyIntents(targets: readonly FoodTarget[], stated: boolean): CommentIntent[] {
  if (!stated) return targets.map((target) => ({ kind: 'allow-food', target }));
  const intents: CommentIntent[] = [];
  for (const target of targets) {
    const allergy = allergyOf(target);
    if (!allergy) intents.push({ kind: 'exclude-food', target });
    else if (!intents.some((i) => i.kind === 'allergy' && i.allergy === allergy))
      intents.push({ kind: 'allergy', allergy });
  }
  return intents;
}

/** What a clause asks of the foods it names; null when it only names them ("eggs" in "no fish and eggs"). */
type FoodMode = (targets: readonly FoodTarget[]) => CommentIntent[];

function foodModeOf(c: Compiled, clause: readonly string[]): FoodMode | null {
  const lex = c.lexicon;
  // Allergy and allowance words come first: "not allergic" and "don't mind" hold a negation too.
  if (any(c, clause, lex.allergyWords)) {
    const stated = !negated(c, clause);
    return (targets) => allergyIntents(targets, stated);
  }
  const kind = any(c, clause, lex.allowances)
    ? 'allow-food'
    : negated(c, clause)
      ? 'exclude-food'
      : any(c, clause, lex.preferences)
        ? 'prefer-food'
        : null;
  return kind ? (targets) => targets.map((target) => ({ kind, target })) : null;
}

/** `mode` is what the clause, or the one before it, asks of the foods it names. */
function intentsOfClause(c: Compiled, clause: readonly string[], mode: FoodMode | null): CommentIntent[] {
  const lex = c.lexicon;
  const intents: CommentIntent[] = [];
  const isMeditation = any(c, clause, lex.meditationWords);

  const part = lex.bodyParts.find((p) => any(c, clause, p.words));
  if (part && (any(c, clause, lex.pain) || negated(c, clause))) {
    return [{ kind: 'avoid-body-part', part: part.part }];
  }

  const count = numberIn(c, clause);
  const aboutFood =
    lex.dayParts.some((p) => any(c, clause, p.words)) ||
    any(c, clause, lex.lighter) ||
    any(c, clause, lex.larger) ||
    foodTargetsIn(c, clause).length > 0;
  if (!isMeditation && !aboutFood && any(c, clause, lex.dayWords)) {
    if (count !== null) return [{ kind: 'workout-days', change: 'exact', count }];
    if (any(c, clause, lex.fewer) || negated(c, clause)) return [{ kind: 'workout-days', change: 'fewer' }];
    if (any(c, clause, lex.more)) return [{ kind: 'workout-days', change: 'more' }];
  }

  if (any(c, clause, lex.calmer)) intents.push({ kind: 'meditation', change: 'calmer' });
  const shorter = any(c, clause, lex.shorter);
  const longer = !shorter && any(c, clause, lex.longer);
  if (shorter || longer) {
    const change = shorter ? 'shorter' : 'longer';
    intents.push(isMeditation ? { kind: 'meditation', change } : { kind: 'session-length', change });
  }
  if (intents.length > 0) return intents;

  const targets = foodTargetsIn(c, clause);
  if (targets.length > 0 && mode) return mode(targets);

  const lighter = any(c, clause, lex.lighter);
  const larger = !lighter && any(c, clause, lex.larger);
  if (lighter || larger) {
    const partWord = lex.dayParts.find((p) => any(c, clause, p.words));
    const change = lighter ? 'lighter' : 'larger';
    return [partWord ? { kind: 'meal-size', change, part: partWord.part } : { kind: 'meal-size', change }];
  }
  return [];
}

/** The weekdays a clause names, and where: longer names first, each word one day at most. */
function weekdaysIn(c: Compiled, clause: readonly string[]) {
  const terms = c.lexicon.weekdays
    .flatMap(({ day, words }) => words.map((word) => ({ day, word, length: termOf(c, word).words.length })))
    .sort((a, b) => b.length - a.length || b.word.length - a.word.length);
  const taken = new Set<number>();
  const days = new Set<Weekday>();
  for (const { day, word, length } of terms) {
    for (let at = indexOf(c, clause, word, taken); at !== -1; at = indexOf(c, clause, word, taken)) {
      for (let k = at; k < at + length; k++) taken.add(k);
      days.add(day);
    }
  }
  // "يوم الجمعة", "pazar günü": the word "day" beside a day's name is part of the name.
  for (const word of days.size > 0 ? c.lexicon.dayWords : []) {
    const at = indexOf(c, clause, word, taken);
    if (at !== -1) for (let k = at; k < at + termOf(c, word).words.length; k++) taken.add(k);
  }
  return { days: WEEK.filter((day) => days.has(day)), taken };
}

/**
 * The training days a comment about workouts names: to train on ("only Monday and Thursday"), or,
 * said with a negation or a rest word, to keep free ("no workouts on Sunday"); a clause that only
 * names days takes the ask of the one before it. The day names are taken out of the clauses, so the
 * Persian "سه‌شنبه" (Tuesday) is not also "three days".
 */
function weekdaysOf(c: Compiled, clauses: readonly string[][]) {
  const found = clauses.map((clause) => weekdaysIn(c, clause));
  const rest = clauses.map((clause, i) => clause.filter((_, k) => !found[i]!.taken.has(k)));
  const aboutWorkouts = clauses.some(
    (clause) => any(c, clause, c.lexicon.workoutWords) || any(c, clause, c.lexicon.restWords),
  );
  if (!aboutWorkouts || found.every((f) => f.days.length === 0)) return { intent: null, rest };
  const train = new Set<Weekday>();
  const free = new Set<Weekday>();
  let avoid = false;
  for (const [i, { days }] of found.entries()) {
    if (days.length === 0) continue;
    const words = rest[i]!;
    if (negated(c, words) || any(c, words, c.lexicon.restWords)) avoid = true;
    else if (words.length > 0) avoid = false;
    for (const day of days) (avoid ? free : train).add(day);
  }
  const intent: CommentIntent =
    train.size > 0
      ? { kind: 'workout-weekdays', days: WEEK.filter((d) => train.has(d) && !free.has(d)), avoid: false }
      : { kind: 'workout-weekdays', days: WEEK.filter((d) => free.has(d)), avoid: true };
  return { intent, rest };
}

/**
 * A clause that only names foods asks what the one next to it asks of its foods: the one before
 * ("no fish and eggs"), or, first in the comment, the one after (Turkish "balık ve yumurta istemiyorum").
 */
function foodModesOf(c: Compiled, clauses: readonly string[][]): (FoodMode | null)[] {
  const names = clauses.map((clause) => foodTargetsIn(c, clause).length > 0);
  const modes = clauses.map((clause, i) => (names[i] ? foodModeOf(c, clause) : null));
  for (let i = 1; i < modes.length; i++) if (names[i] && names[i - 1]) modes[i] ??= modes[i - 1] ?? null;
  for (let i = modes.length - 2; i >= 0; i--) if (names[i] && names[i + 1]) modes[i] ??= modes[i + 1] ?? null;
  return modes;
}

/** What a comment asks for, read with the sentence patterns of its language; [] if nothing is understood. */
export function understandComment(text: string, locale: LocaleCode): CommentIntent[] {
  const c = compile(locale);
  const intents: CommentIntent[] = [];
  const seen = new Set<string>();
  const read = clausesOf(c, text.slice(0, MAX_COMMENT_LENGTH));
  const weekdays = weekdaysOf(c, read);
  if (weekdays.intent) intents.push(weekdays.intent);
  const clauses = weekdays.rest;
  const modes = foodModesOf(c, clauses);
  for (const [index, clause] of clauses.entries()) {
    for (const intent of intentsOfClause(c, clause, modes[index]!)) {
      const key = JSON.stringify(intent);
      if (!seen.has(key)) intents.push(intent);
      seen.add(key);
    }
  }
  return intents;
}

/** The word a language uses for a food target, for replies ("no fish"). */
export function foodLabel(target: FoodTarget, locale: LocaleCode): string {
  if ('food' in target) {
    const named = FOODS.find((food) => food.id === target.food)?.called[locale][0];
    if (named) return named;
  }
  const key = JSON.stringify(target);
  const entry = LEXICONS[locale].foods.find((e) => e.targets.some((t) => JSON.stringify(t) === key));
  return (entry?.words[0] ?? '').replace(/\*$/, '');
}

/**
 * A comment read in the user's language first; when nothing in it is understood, in the other
 * languages (a Persian speaker may write in Persian with the app in English).
 */
export function understandInAnyLanguage(text: string, locale: LocaleCode): CommentIntent[] {
  const own = understandComment(text, locale);
  if (own.length > 0) return own;
  for (const other of Object.keys(LEXICONS) as LocaleCode[]) {
    if (other === locale) continue;
    const found = understandComment(text, other);
    if (found.length > 0) return found;
  }
  return [];
}
