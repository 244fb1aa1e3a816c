import { describe, expect, it } from 'vitest';
import { parseTemplate, TemplateError } from './template';
import type { TemplateNode } from './template';

const parse = (template: string) => parseTemplate(template, 'en', 'sentences/en/test.yaml');

const word = (text: string): TemplateNode => ({ type: 'word', word: text });
const sequence = (...items: TemplateNode[]): TemplateNode => ({ type: 'sequence', items });
const choice = (...options: TemplateNode[]): TemplateNode => ({ type: 'choice', options });
const empty = sequence();

describe('parseTemplate', () => {
  it('reads words, normalised like an utterance', () => {
    expect(parse("Open  THE shop, that's it")).toEqual(
      sequence(word('open'), word('the'), word('shop'), word('thats'), word('it')),
    );
  });

  it('reads alternatives, an empty one making the group optional', () => {
    expect(parse('(open|show) it')).toEqual(sequence(choice(word('open'), word('show')), word('it')));
    expect(parse('go (home|)')).toEqual(sequence(word('go'), choice(word('home'), empty)));
  });

  it('reads [optional] words as a choice with nothing', () => {
    expect(parse('[please] stop')).toEqual(sequence(choice(word('please'), empty), word('stop')));
    expect(parse('[a|b] c')).toEqual(sequence(choice(word('a'), word('b'), empty), word('c')));
  });

  it('reads {slot} and <rule> references, with an optional slot name', () => {
    expect(parse('open {page}')).toEqual(
      sequence(word('open'), { type: 'slot', list: 'page', slot: 'page' }),
    );
    expect(parse('{page:target}')).toEqual({ type: 'slot', list: 'page', slot: 'target' });
    expect(parse('<polite> stop')).toEqual(sequence({ type: 'rule', name: 'polite' }, word('stop')));
  });

  it('nests groups inside groups', () => {
    expect(parse('(go [back] to|open) {page}')).toEqual(
      sequence(choice(sequence(word('go'), choice(word('back'), empty), word('to')), word('open')), {
        type: 'slot',
        list: 'page',
        slot: 'page',
      }),
    );
  });

  it('spells out a group glued to letters as whole words', () => {
    expect(parse('lamp[s]')).toEqual(choice(word('lamps'), word('lamp')));
    expect(parseTemplate('takib(i|ini)', 'tr', 'tr.yaml')).toEqual(choice(word('takibi'), word('takibini')));
    expect(parseTemplate('(ال|لل)متجر', 'ar', 'ar.yaml')).toEqual(choice(word('المتجر'), word('للمتجر')));
  });

  it.each([
    ['(open|show', 'missing ")"'],
    ['open|show)', 'unbalanced ")"'],
    ['[please stop', 'missing "]"'],
    ['please] stop', 'unbalanced "]"'],
    ['(open]', 'unbalanced "]"'],
    ['open {page', 'unbalanced "{"'],
    ['open page}', 'unbalanced "}"'],
    ['<polite stop', 'unbalanced "<"'],
    ['{}', 'bad slot'],
    ['<a b>', 'bad rule name'],
    ['x{page}', 'cannot be glued'],
  ])('rejects %j, naming the file and template', (template, problem) => {
    expect(() => parse(template)).toThrow(TemplateError);
    expect(() => parse(template)).toThrow(problem);
    expect(() => parse(template)).toThrow(`sentences/en/test.yaml: `);
    expect(() => parse(template)).toThrow(`in template "${template}"`);
  });
});
