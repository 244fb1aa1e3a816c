import type { LocaleCode } from '~/i18n/locales';
import { normaliseUtterance } from './normalise';

// Hassil's template syntax: words, (a|b) alternatives, [optional] words, {list} slots and <rule>
// references, nested freely. A group glued to letters forms one word ("lamp[s]", "takib(i|ine)"),
// which is how languages that inflect by suffix stay short to write.

export type TemplateNode =
  | { type: 'word'; word: string }
  | { type: 'sequence'; items: TemplateNode[] }
  | { type: 'choice'; options: TemplateNode[] }
  | { type: 'slot'; list: string; slot: string }
  | { type: 'rule'; name: string };

export class TemplateError extends Error {
  readonly file: string;
  readonly template: string;

  constructor(problem: string, file: string, template: string) {
    super(`${file}: ${problem} in template "${template}"`);
    this.name = 'TemplateError';
    this.file = file;
    this.template = template;
  }
}

export const NAME_PATTERN = /^[\p{L}\p{N}_-]+$/u;
/** Spelled-out forms of one glued word; past this a template is better written as a list. */
const MAX_WORD_FORMS = 512;
const SYNTAX = new Set(['(', ')', '[', ']', '{', '}', '<', '>', '|']);

const EMPTY: TemplateNode = { type: 'sequence', items: [] };

type Piece = { node: TemplateNode | null; text: string | null; glued: boolean };

function sequence(items: TemplateNode[]): TemplateNode {
  return items.length === 1 ? items[0]! : { type: 'sequence', items };
}

function choice(options: TemplateNode[]): TemplateNode {
  return options.length === 1 ? options[0]! : { type: 'choice', options };
}

export function parseTemplate(template: string, locale: LocaleCode, file: string): TemplateNode {
  let at = 0;
  const fail = (problem: string): never => {
    throw new TemplateError(problem, file, template);
  };

  const words = (text: string): TemplateNode[] =>
    normaliseUtterance(text, locale)
      .split(' ')
      .filter(Boolean)
      .map((word) => ({ type: 'word', word }));

  function spellings(node: TemplateNode): string[] {
    switch (node.type) {
      case 'word':
        return [node.word];
      case 'choice':
        return node.options.flatMap(spellings);
      case 'sequence':
        return node.items.reduce<string[]>(
          (heads, item) => heads.flatMap((head) => spellings(item).map((tail) => `${head} ${tail}`.trim())),
          [''],
        );
      default:
        return fail(`a {slot} or <rule> cannot be glued to a word`);
    }
  }

  /** Pieces written without a space between them are one word: every combination, spelled out. */
  function gluedWord(pieces: Piece[]): TemplateNode {
    let forms = [''];
    for (const piece of pieces) {
      const parts = piece.text !== null ? [piece.text] : spellings(piece.node!);
      forms = forms.flatMap((head) => parts.map((part) => head + part));
      if (forms.length > MAX_WORD_FORMS) fail(`more than ${MAX_WORD_FORMS} forms of one word`);
    }
    const unique = [...new Set(forms.map((form) => normaliseUtterance(form, locale)))];
    return choice(unique.map((form) => sequence(words(form))));
  }

  function sequenceOf(pieces: Piece[]): TemplateNode {
    const items: TemplateNode[] = [];
    for (let start = 0; start < pieces.length;) {
      let end = start + 1;
      while (end < pieces.length && pieces[end]!.glued) end++;
      const chunk = pieces.slice(start, end);
      if (chunk.length > 1) items.push(gluedWord(chunk));
      else if (chunk[0]!.text !== null) items.push(...words(chunk[0]!.text));
      else items.push(chunk[0]!.node!);
      start = end;
    }
    return sequence(items);
  }

  function reference(open: string, close: string): string {
    const end = template.indexOf(close, at + 1);
    const body = end === -1 ? '' : template.slice(at + 1, end);
    if (end === -1 || [...body].some((char) => SYNTAX.has(char))) fail(`unbalanced "${open}" at ${at + 1}`);
    at = end + 1;
    return body.trim();
  }

  function parseOptions(closer: ')' | ']' | null): TemplateNode[] {
    const options: TemplateNode[] = [];
    let pieces: Piece[] = [];
    let gap = true;
    for (;;) {
      if (at >= template.length) {
        if (closer) fail(`missing "${closer}"`);
        break;
      }
      const char = template[at]!;
      if (char === closer) {
        at++;
        break;
      }
      if (char === ')' || char === ']' || char === '}' || char === '>')
        fail(`unbalanced "${char}" at ${at + 1}`);
      if (char === '|' || /\s/u.test(char)) {
        at++;
        gap = true;
        if (char === '|') {
          options.push(sequenceOf(pieces));
          pieces = [];
        }
        continue;
      }
      const glued = !gap && pieces.length > 0;
      gap = false;
      if (char === '(' || char === '[') {
        at++;
        const inner = parseOptions(char === '(' ? ')' : ']');
        pieces.push({ node: choice(char === '[' ? [...inner, EMPTY] : inner), text: null, glued });
      } else if (char === '{') {
        const [list = '', slot = list] = reference('{', '}').split(':');
        if (!NAME_PATTERN.test(list) || !NAME_PATTERN.test(slot)) fail(`bad slot "{${list}}"`);
        pieces.push({ node: { type: 'slot', list, slot }, text: null, glued });
      } else if (char === '<') {
        const name = reference('<', '>');
        if (!NAME_PATTERN.test(name)) fail(`bad rule name "<${name}>"`);
        pieces.push({ node: { type: 'rule', name }, text: null, glued });
      } else {
        let end = at;
        while (end < template.length && !SYNTAX.has(template[end]!) && !/\s/u.test(template[end]!)) end++;
        pieces.push({ node: null, text: template.slice(at, end), glued });
        at = end;
      }
    }
    options.push(sequenceOf(pieces));
    return options;
  }

  return choice(parseOptions(null));
}
