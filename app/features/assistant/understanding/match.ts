import type { CompiledLanguage, CompiledSentence, MatchNode, WordFilter } from './compile';
import { damerauLevenshtein } from './distance';
import { tokensWithOffsets } from './normalise';
import type { Token } from './normalise';

// Each template is walked as a tree against the tokens, backtracking through alternatives and
// wildcard lengths, rather than expanded into every sentence it can say (thousands per intent).

export type Match = {
  intent: string;
  slots: Record<string, string>;
  /** 1 at the exact tier; at the fuzzy tier, how much of the utterance the template's words explain. */
  confidence: number;
  tier: 'exact' | 'fuzzy';
};

/**
 * A fuzzy result below this is dropped. 0.8 exactly is where two risky cases land: a one-letter slip
 * in a five-letter one-word answer (Arabic "توقفت", I stopped, for "توقفي", stop!) and one unknown word
 * beside four known ones. Just above it, a slip in a word of six letters or more passes, as does a
 * slip beside other exact words or an unknown word beside five known ones.
 */
export const FUZZY_CONFIDENCE_FLOOR = 0.82;
/** Spoken commands are short; anything longer is dictation or noise, not an instruction. */
export const MAX_UTTERANCE_TOKENS = 48;
const MAX_UTTERANCE_CHARACTERS = 1000;
/** Walk steps per tier: a safety net against a pathological template; the real data needs under 6,000. */
const STEP_BUDGET = 50_000;
const MAX_SKIPPED_TOKENS = 1;

function allowedEdits(word: string): number {
  const length = Array.from(word).length;
  if (length >= 8) return 2;
  return length >= 4 ? 1 : 0;
}

type Capture = {
  slot: string;
  value: string | { start: number; end: number };
  previous: Capture | null;
};

type Path = {
  position: number;
  literals: number;
  exactness: number;
  wildcardTokens: number;
  /** Tokens taken by free-text slots that allow only some words (a time, a dose). */
  typedTokens: number;
  skipped: number;
  captures: Capture | null;
};

/** Whether a typed free-text slot may hold this token there (no set: any token). */
function allows(filter: WordFilter, set: ReadonlySet<string> | null, token: string): boolean {
  return !set || set.has(token) || (filter.digits && /^\p{Nd}/u.test(token));
}

type Candidate = { sentence: CompiledSentence; path: Path; confidence: number };

type Continue = (path: Path) => void;

class Search {
  private steps = 0;
  private readonly distances = new Map<string, number>();
  private readonly tokens: readonly Token[];
  private readonly vocabulary: ReadonlySet<string>;
  private readonly fuzzy: boolean;
  best: Candidate | null = null;

  constructor(tokens: readonly Token[], vocabulary: ReadonlySet<string>, fuzzy: boolean) {
    this.tokens = tokens;
    this.vocabulary = vocabulary;
    this.fuzzy = fuzzy;
  }

  run(sentence: CompiledSentence): void {
    const count = this.tokens.length;
    const { min, max } = sentence.node;
    const slack = this.fuzzy ? MAX_SKIPPED_TOKENS : 0;
    if (min > count || max + slack < count) return;
    const start: Path = {
      position: 0,
      literals: 0,
      exactness: 0,
      wildcardTokens: 0,
      typedTokens: 0,
      skipped: 0,
      captures: null,
    };
    this.walk(sentence.node, start, 0, (path) => {
      const finished = path.position === count - 1 && this.canSkip(path) ? this.skip(path) : path;
      if (finished.position === count) this.consider(sentence, finished);
    });
  }

  exhausted(): boolean {
    return this.steps > STEP_BUDGET;
  }

  private consider(sentence: CompiledSentence, path: Path): void {
    const explained = this.tokens.length - path.wildcardTokens;
    if (this.fuzzy && path.literals === 0) return;
    const confidence = this.fuzzy ? path.exactness / explained : 1;
    const best = this.best;
    const better =
      !best ||
      confidence > best.confidence ||
      (confidence === best.confidence &&
        (path.literals > best.path.literals ||
          (path.literals === best.path.literals &&
            (path.typedTokens > best.path.typedTokens ||
              (path.typedTokens === best.path.typedTokens &&
                path.wildcardTokens < best.path.wildcardTokens)))));
    if (better) this.best = { sentence, path, confidence };
  }

  private canSkip(path: Path): boolean {
    return (
      this.fuzzy &&
      path.skipped < MAX_SKIPPED_TOKENS &&
      path.position < this.tokens.length &&
      !this.vocabulary.has(this.tokens[path.position]!.text)
    );
  }

  private skip(path: Path): Path {
    return { ...path, position: path.position + 1, skipped: path.skipped + 1 };
  }

  /** 1 for the same word, less for a near miss at the fuzzy tier, 0 for no match. */
  private exactness(word: string, token: string): number {
    if (word === token) return 1;
    const limit = this.fuzzy ? allowedEdits(word) : 0;
    if (limit === 0) return 0;
    const key = `${word}\u0000${token}`;
    let distance = this.distances.get(key);
    if (distance === undefined) {
      distance = damerauLevenshtein(word, token, limit);
      this.distances.set(key, distance);
    }
    return distance > limit ? 0 : 1 - distance / Array.from(word).length;
  }

  private matchWord(word: string, path: Path, next: Continue): void {
    const token = this.tokens[path.position];
    if (!token) return;
    const exactness = this.exactness(word, token.text);
    if (exactness > 0) {
      next({
        ...path,
        position: path.position + 1,
        literals: path.literals + 1,
        exactness: path.exactness + exactness,
      });
    }
  }

  /** `reserve`: the fewest tokens the rest of the template still needs after this node. */
  private walk(node: MatchNode, path: Path, reserve: number, next: Continue): void {
    const count = this.tokens.length;
    if (path.position + node.min + reserve > count) return;
    // At the exact tier a node that needs a token can only go on with one of its first words.
    const token = this.tokens[path.position];
    if (!this.fuzzy && node.min > 0 && node.starts && token && !node.starts.has(token.text)) return;
    if (++this.steps > STEP_BUDGET) return;
    switch (node.type) {
      case 'word':
        this.matchWord(node.word, path, next);
        if (this.canSkip(path)) this.matchWord(node.word, this.skip(path), next);
        return;
      case 'sequence':
        return this.walkSequence(node, 0, path, reserve, next);
      case 'choice':
        for (const option of node.options) this.walk(option, path, reserve, next);
        return;
      case 'values':
        for (const value of node.values) {
          this.walk(value.node, path, reserve, (after) =>
            next({ ...after, captures: { slot: node.slot, value: value.out, previous: after.captures } }),
          );
        }
        return;
      case 'wildcard': {
        const { only } = node;
        const start = path.position;
        const first = this.tokens[start]!.text;
        if (only && !(allows(only, only.first, first) && allows(only, only.words, first))) return;
        const take = (end: number, typed: number) =>
          next({
            ...path,
            position: end,
            wildcardTokens: path.wildcardTokens + (end - start),
            typedTokens: path.typedTokens + typed,
            captures: { slot: node.slot, value: { start, end }, previous: path.captures },
          });
        if (!only?.words) {
          // Shortest first, so that of two free-text slots side by side the first stays short.
          for (let end = start + 1; end <= count - reserve; end++) take(end, 0);
          return;
        }
        // A typed slot longest first: it takes every word it can ("12 saatte bir" before "500 mg").
        let last = start + 1;
        while (last < count - reserve && allows(only, only.words, this.tokens[last]!.text)) last++;
        for (let end = last; end > start; end--) take(end, end - start);
        return;
      }
    }
  }

  private walkSequence(
    node: Extract<MatchNode, { type: 'sequence' }>,
    index: number,
    path: Path,
    reserve: number,
    next: Continue,
  ): void {
    if (index === node.items.length) return next(path);
    this.walk(node.items[index]!, path, reserve + node.minAfter[index]!, (after) =>
      this.walkSequence(node, index + 1, after, reserve, next),
    );
  }
}

function slotsOf(candidate: Candidate, text: string, tokens: readonly Token[]): Record<string, string> {
  const captures: Capture[] = [];
  for (let capture = candidate.path.captures; capture; capture = capture.previous) captures.unshift(capture);
  const slots: Record<string, string> = { ...candidate.sentence.fixedSlots };
  // A free-text slot taken twice ("{title} {kind:title}") covers both pieces and what lies between.
  const spans = new Map<string, { start: number; end: number }>();
  for (const { slot, value } of captures) {
    if (typeof value === 'string') {
      slots[slot] = value;
      spans.delete(slot);
      continue;
    }
    const before = spans.get(slot);
    const span = before
      ? { start: Math.min(before.start, value.start), end: Math.max(before.end, value.end) }
      : value;
    spans.set(slot, span);
    slots[slot] = text.slice(tokens[span.start]!.start, tokens[span.end - 1]!.end);
  }
  return slots;
}

function bestOf(language: CompiledLanguage, tokens: readonly Token[], fuzzy: boolean): Candidate | null {
  const search = new Search(tokens, language.vocabulary, fuzzy);
  for (const sentence of language.sentences) {
    if (search.exhausted()) break;
    search.run(sentence);
  }
  return search.best;
}

/** The intent and slots of what the user said, or null when no template of the language fits. */
export function matchUtterance(language: CompiledLanguage, text: string): Match | null {
  if (text.length > MAX_UTTERANCE_CHARACTERS) return null;
  const tokens = tokensWithOffsets(text, language.locale);
  if (tokens.length === 0 || tokens.length > MAX_UTTERANCE_TOKENS) return null;
  const exact = bestOf(language, tokens, false);
  if (exact)
    return {
      intent: exact.sentence.intent,
      slots: slotsOf(exact, text, tokens),
      confidence: 1,
      tier: 'exact',
    };
  const fuzzy = bestOf(language, tokens, true);
  if (!fuzzy || fuzzy.confidence < FUZZY_CONFIDENCE_FLOOR) return null;
  return {
    intent: fuzzy.sentence.intent,
    slots: slotsOf(fuzzy, text, tokens),
    confidence: Math.round(fuzzy.confidence * 1000) / 1000,
    tier: 'fuzzy',
  };
}
