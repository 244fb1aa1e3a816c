import type { LocaleCode } from '~/i18n/locales';
import type { CommonFile, IntentFile, ListDefinition, Named } from './sentence-files';
import { parseTemplate, TemplateError } from './template';
import type { TemplateNode } from './template';

// Templates with their <rules> and {lists} resolved, each node knowing how many tokens it can take
// and the words it can start with, so the matcher can drop a branch as soon as the utterance is too
// short or too long for it, or (at the exact tier) does not go on with one of those words.

type Size = {
  min: number;
  max: number;
  /** The words the node's first token can be; null when it can start with any word (a free-text slot). */
  starts: ReadonlySet<string> | null;
};

export type MatchNode = Size &
  (
    | { type: 'word'; word: string }
    | { type: 'sequence'; items: MatchNode[]; minAfter: number[] }
    | { type: 'choice'; options: MatchNode[] }
    | { type: 'values'; slot: string; values: ListValue[] }
    | { type: 'wildcard'; slot: string; only: WordFilter | null }
  );

/**
 * The words a typed free-text slot may hold (a time, a dose): the matcher stops the slot at the first
 * other word, and prefers the reading that gives such slots the most words.
 */
export type WordFilter = {
  words: ReadonlySet<string> | null;
  first: ReadonlySet<string> | null;
  digits: boolean;
};

type ListValue = { node: MatchNode; out: string };

export type CompiledSentence = {
  intent: string;
  file: string;
  template: string;
  node: MatchNode;
  fixedSlots: Readonly<Record<string, string>>;
};

export type CompiledLanguage = {
  locale: LocaleCode;
  sentences: CompiledSentence[];
  /** Every word the templates know: the fuzzy tier only skips a token that is none of these. */
  vocabulary: ReadonlySet<string>;
};

/** The words any of the nodes can start with, or null when one of them can start with any word. */
function startsOf(nodes: readonly MatchNode[]): ReadonlySet<string> | null {
  const starts = new Set<string>();
  for (const node of nodes) {
    if (!node.starts) return null;
    for (const start of node.starts) starts.add(start);
  }
  return starts;
}

function word(text: string): MatchNode {
  return { type: 'word', word: text, min: 1, max: 1, starts: new Set([text]) };
}

function sequence(items: MatchNode[]): MatchNode {
  const minAfter = items.map((_, i) => items.slice(i + 1).reduce((sum, item) => sum + item.min, 0));
  const min = items.reduce((sum, item) => sum + item.min, 0);
  const max = items.reduce((sum, item) => sum + item.max, 0);
  // The first item that cannot be empty, and the optional ones before it, give the sequence's first word.
  const lead = items.findIndex((item) => item.min > 0);
  const starts = startsOf(lead === -1 ? items : items.slice(0, lead + 1));
  return { type: 'sequence', items, minAfter, min, max, starts };
}

function choice(options: MatchNode[]): MatchNode {
  const min = Math.min(...options.map((option) => option.min));
  const max = Math.max(...options.map((option) => option.max));
  return { type: 'choice', options, min, max, starts: startsOf(options) };
}

type Definition<T> = { file: string; value: T };

/** The lists and rules one intent file sees: its own first, then its language's _common.yaml. */
class Scope {
  private readonly rules = new Map<string, MatchNode>();
  private readonly lists = new Map<string, ListValue[] | WordFilter | null>();
  private readonly resolving = new Set<string>();
  private readonly locale: LocaleCode;
  private readonly ruleTemplates: ReadonlyMap<string, Definition<string>>;
  private readonly listDefinitions: ReadonlyMap<string, Definition<ListDefinition>>;

  constructor(
    locale: LocaleCode,
    ruleTemplates: ReadonlyMap<string, Definition<string>>,
    listDefinitions: ReadonlyMap<string, Definition<ListDefinition>>,
  ) {
    this.locale = locale;
    this.ruleTemplates = ruleTemplates;
    this.listDefinitions = listDefinitions;
  }

  compile(template: string, file: string, allowSlots = true): MatchNode {
    return this.resolve(parseTemplate(template, this.locale, file), file, template, allowSlots);
  }

  private resolve(node: TemplateNode, file: string, template: string, allowSlots: boolean): MatchNode {
    switch (node.type) {
      case 'word':
        return word(node.word);
      case 'sequence':
        return sequence(node.items.map((item) => this.resolve(item, file, template, allowSlots)));
      case 'choice':
        return choice(node.options.map((option) => this.resolve(option, file, template, allowSlots)));
      case 'rule':
        return this.rule(node.name, file, template);
      case 'slot': {
        if (!allowSlots)
          throw new TemplateError(`a list value cannot hold the slot {${node.list}}`, file, template);
        const list = this.list(node.list, file, template);
        if (!Array.isArray(list))
          return { type: 'wildcard', slot: node.slot, only: list, min: 1, max: Infinity, starts: null };
        const { min, max, starts } = choice(list.map((value) => value.node));
        return { type: 'values', slot: node.slot, values: list, min, max, starts };
      }
    }
  }

  private rule(name: string, file: string, template: string): MatchNode {
    const cached = this.rules.get(name);
    if (cached) return cached;
    const definition = this.ruleTemplates.get(name);
    if (!definition) throw new TemplateError(`unknown rule <${name}>`, file, template);
    if (this.resolving.has(name)) throw new TemplateError(`rule <${name}> refers to itself`, file, template);
    this.resolving.add(name);
    const node = this.compile(definition.value, definition.file);
    this.resolving.delete(name);
    this.rules.set(name, node);
    return node;
  }

  private list(name: string, file: string, template: string): ListValue[] | WordFilter | null {
    if (this.lists.has(name)) return this.lists.get(name)!;
    const definition = this.listDefinitions.get(name);
    if (!definition) throw new TemplateError(`unknown list {${name}}`, file, template);
    const list =
      'wildcard' in definition.value
        ? this.filter(definition.value, definition.file)
        : definition.value.values.map((value) => ({
            node: this.compile(value.in, definition.file, false),
            out: value.out,
          }));
    this.lists.set(name, list);
    return list;
  }

  private filter(definition: Extract<ListDefinition, { wildcard: true }>, file: string): WordFilter | null {
    const { words, first_words: first, digits = false } = definition;
    if (words === undefined && first === undefined && !digits) return null;
    const wordsOf = (source: string | undefined) => {
      if (source === undefined) return null;
      const found = new Set<string>();
      collectWords(this.compile(source, file, false), found, new Set());
      return found;
    };
    return { words: wordsOf(words), first: wordsOf(first), digits };
  }
}

function definitions<T>(file: string, entries: Record<string, T>): Map<string, Definition<T>> {
  return new Map(Object.entries(entries).map(([name, value]) => [name, { file, value }]));
}

function collectWords(node: MatchNode, into: Set<string>, seen: Set<MatchNode>): void {
  if (seen.has(node)) return;
  seen.add(node);
  if (node.type === 'word') into.add(node.word);
  else if (node.type === 'sequence') node.items.forEach((item) => collectWords(item, into, seen));
  else if (node.type === 'choice') node.options.forEach((option) => collectWords(option, into, seen));
  else if (node.type === 'values') node.values.forEach((value) => collectWords(value.node, into, seen));
}

/** One language's sentences, ready to match; throws a TemplateError naming the file and template. */
export function compileLanguage(
  locale: LocaleCode,
  common: Named<CommonFile> | null,
  intentFiles: ReadonlyArray<Named<IntentFile>>,
): CompiledLanguage {
  const commonRules = common ? definitions(common.file, common.content.expansion_rules) : new Map();
  const commonLists = common ? definitions(common.file, common.content.lists) : new Map();
  const sentences: CompiledSentence[] = [];
  const vocabulary = new Set<string>();
  const seen = new Set<MatchNode>();
  for (const { file, content } of intentFiles) {
    const scope = new Scope(
      locale,
      new Map([...commonRules, ...definitions(file, content.expansion_rules)]),
      new Map([...commonLists, ...definitions(file, content.lists)]),
    );
    for (const block of content.data) {
      for (const template of block.sentences) {
        const node = scope.compile(template, file);
        if (node.min === 0)
          throw new TemplateError('the template can match an empty utterance', file, template);
        sentences.push({ intent: content.intent, file, template, node, fixedSlots: block.slots });
        collectWords(node, vocabulary, seen);
      }
    }
  }
  return { locale, sentences, vocabulary };
}
