import { FOODS } from '~/features/nutrition';
import type { LocaleCode } from '~/i18n/locales';
import type { CommentIntent, FoodTarget } from '../types';
import { allergyOf } from './allergies';
import {
  any,
  clausesOf,
  compile,
  indexOf,
  LEXICONS,
  MAX_COMMENT_LENGTH,
  negated,
  numberIn,
  termOf,
  type Compiled,
  type FoodTerm,
} from './match';
import { statedConditions } from '../stated-conditions';
import { weekdaysOf } from './weekdays';

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

/** The food terms that could be in a clause (their first word is), longest first as in `foodTermsOf`. */
function candidatesIn(c: Compiled, clause: readonly string[]): FoodTerm[] {
  if (!c.foodIndex) {
    const index = { byFirst: new Map<string, FoodTerm[]>(), prefixes: [] as FoodTerm[] };
    for (const term of foodTermsOf(c)) {
      const { words, prefix } = termOf(c, term.word);
      if (prefix && words.length === 1) index.prefixes.push(term);
      else if (words[0]) index.byFirst.set(words[0], [...(index.byFirst.get(words[0]) ?? []), term]);
    }
    c.foodIndex = index;
  }
  const { byFirst, prefixes } = c.foodIndex;
  const possible = new Set(prefixes);
  for (const word of clause) for (const term of byFirst.get(word) ?? []) possible.add(term);
  return foodTermsOf(c).filter((term) => possible.has(term));
}

/**
 * The food names a clause holds, each with the foods it may stand for. Longer terms are matched
 * first and their words are used up, so "red meat" is not also "meat" and Persian "تخم مرغ" (egg) is
 * not also "مرغ" (chicken).
 */
function namesIn(c: Compiled, clause: readonly string[]): FoodTarget[][] {
  const taken = new Set<number>();
  const names: FoodTarget[][] = [];
  for (const { word, entry, length } of candidatesIn(c, clause)) {
    const at = indexOf(c, clause, word, taken);
    if (at === -1) continue;
    for (let k = at; k < at + length; k++) taken.add(k);
    names.push(entry.targets);
  }
  return names;
}

/** The foods a clause names, each once. */
function foodTargetsIn(c: Compiled, clause: readonly string[]): FoodTarget[] {
  const seen = new Set<string>();
  return namesIn(c, clause)
    .flat()
    .filter((target) => {
      const key = JSON.stringify(target);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The food names a text holds in a language, each with the foods it may stand for ("oil": every oil). */
export function foodNamesIn(text: string, locale: LocaleCode): FoodTarget[][] {
  const c = compile(locale);
  return clausesOf(c, text.slice(0, MAX_COMMENT_LENGTH)).flatMap((clause) => namesIn(c, clause));
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

  if (any(c, clause, lex.priceWords)) return [{ kind: 'price' }];

  const nutrient = (['carbohydrate', 'protein'] as const).find((n) => any(c, clause, lex.nutrients[n]));
  if (nutrient) {
    const less = negated(c, clause) || any(c, clause, lex.fewer) || any(c, clause, lex.lighter);
    const more = !less && (any(c, clause, lex.more) || any(c, clause, lex.preferences));
    if (less || more) return [{ kind: 'nutrient', nutrient, change: less ? 'less' : 'more' }];
  }

  const targets = foodTargetsIn(c, clause);
  if (targets.length > 0 && mode) return mode(targets);

  const lighter = any(c, clause, lex.lighter);
  const larger = !lighter && any(c, clause, lex.larger);
  if (lighter || larger) {
    const partWord = lex.dayParts.find((p) => any(c, clause, p.words));
    const change = lighter ? 'lighter' : 'larger';
    return [partWord ? { kind: 'meal-size', change, part: partWord.part } : { kind: 'meal-size', change }];
  }
  const meal = lex.dayParts.find((p) => any(c, clause, p.words));
  if (meal && (clause.some((word) => /\d/.test(word)) || any(c, clause, lex.timeWords)))
    return [{ kind: 'meal-time', part: meal.part }];
  return [];
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
  for (const condition of statedConditions(text.slice(0, MAX_COMMENT_LENGTH), locale))
    intents.push({ kind: 'condition', condition });
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
