import { describe, expect, it } from 'vitest';
import { firstJsonFragment, parseFirstJson, textReply } from './json';

describe('JSON mode takes the first JSON fragment of a model answer', () => {
  it('finds an object inside prose and a code fence', () => {
    const answer =
      'Sure! Here is the plan:\n```json\n{"meals": [{"name": "Morning"}]}\n```\nEnjoy {not json}';
    expect(parseFirstJson(answer)).toEqual({ meals: [{ name: 'Morning' }] });
  });

  it('takes an array when it comes before any object', () => {
    expect(parseFirstJson('days: [{"name":"Saturday","exercises":[]}] and {"x":1}')).toEqual([
      { name: 'Saturday', exercises: [] },
    ]);
  });

  it('keeps nested objects and arrays whole', () => {
    const json = '{"a":{"b":[1,[2,3],{"c":{}}]},"d":[]}';
    expect(firstJsonFragment(`x ${json} y`)).toBe(json);
  });

  it('ignores brackets and escaped quotes inside strings', () => {
    const json = '{"reason":"a } inside \\" quotes ] and {","n":1}';
    expect(parseFirstJson(`prefix ${json} suffix`)).toEqual({ reason: 'a } inside " quotes ] and {', n: 1 });
  });

  it('gives nothing for half a JSON', () => {
    expect(firstJsonFragment('{"meals": [{"name": "Morning", "foods": [')).toBeNull();
    expect(parseFirstJson('{"meals": [{"name": "Morning"')).toBeUndefined();
  });

  it('gives nothing for prose without JSON, or mismatched brackets', () => {
    expect(parseFirstJson('I cannot help with that.')).toBeUndefined();
    expect(firstJsonFragment('{"a": [1, 2}')).toBeNull();
  });

  it('gives nothing for a balanced fragment that is not JSON', () => {
    expect(parseFirstJson("{meals: 'none'}")).toBeUndefined();
  });
});

describe('text mode', () => {
  it('trims the answer', () => {
    expect(textReply('  \n Fewer fish, lighter dinners. \n')).toBe('Fewer fish, lighter dinners.');
  });
});
