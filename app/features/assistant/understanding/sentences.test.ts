import { afterAll, describe, expect, it } from 'vitest';
import { locales } from '~/i18n/locales';
import type { LocaleCode } from '~/i18n/locales';
import { readYamlFile, testFileSchema } from './sentence-files';
import { sentenceFilesOf, understand } from './sentences.server';

const testSources = import.meta.glob<string>('./tests/*/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function intentNamesIn(paths: string[], folder: 'sentences' | 'tests', locale: LocaleCode): string[] {
  const prefix = `./${folder}/${locale}/`;
  return paths
    .filter((path) => path.startsWith(prefix) && !path.endsWith('/_common.yaml'))
    .map((path) => path.slice(prefix.length, -'.yaml'.length))
    .sort();
}

const codes = locales.map((locale) => locale.code);
const testPaths = Object.keys(testSources);
const coverage = new Map<string, Map<LocaleCode, number>>();

afterAll(() => {
  const intents = [...coverage.keys()].sort();
  const header = ['intent'.padEnd(10), ...codes.map((code) => code.padStart(4))].join(' ');
  const rows = intents.map((intent) =>
    [
      intent.padEnd(10),
      ...codes.map((code) => String(coverage.get(intent)?.get(code) ?? 0).padStart(4)),
    ].join(' '),
  );
  console.log(['Test sentences per intent and language:', header, ...rows].join('\n'));
});

describe.each(codes)('the %s sentences', (locale) => {
  const { intents } = sentenceFilesOf(locale);
  const intentNames = intents.map((file) => file.content.intent).sort();

  it('has a test file for every intent file, and an intent file for every test file', () => {
    expect(intentNamesIn(testPaths, 'tests', locale)).toEqual(intentNames);
  });

  it('has every intent that the other languages have', () => {
    const everyIntent = new Set(
      codes.flatMap((code) => sentenceFilesOf(code).intents.map((file) => file.content.intent)),
    );
    expect(intentNames).toEqual([...everyIntent].sort());
  });

  for (const path of testPaths.filter((p) => p.startsWith(`./tests/${locale}/`))) {
    const { content } = readYamlFile(path, testSources[path]!, testFileSchema, locale);
    const intent = path.slice(`./tests/${locale}/`.length, -'.yaml'.length);
    const counts = coverage.get(intent) ?? new Map<LocaleCode, number>();
    counts.set(
      locale,
      content.tests.reduce((sum, test) => sum + test.sentences.length, 0),
    );
    coverage.set(intent, counts);

    const cases = content.tests.flatMap((test) => test.sentences.map((sentence) => ({ sentence, test })));
    it.each(cases)(`${intent}: "$sentence"`, ({ sentence, test }) => {
      expect(understand(sentence, locale)).toEqual({
        intent: test.intent.name,
        slots: test.intent.slots,
        confidence: 1,
        tier: 'exact',
      });
    });

    it.each(content.misses)(`${intent} misses: "%s"`, (sentence) => {
      expect(understand(sentence, locale)?.intent).not.toBe(intent);
    });
  }
});

describe('bad input', () => {
  it.each(codes)(
    'gives null, without throwing, for empty, punctuation-only, huge and mixed-script text (%s)',
    (locale) => {
      expect(understand('', locale)).toBeNull();
      expect(understand('  ?!.،؟ … ', locale)).toBeNull();
      expect(understand('open the shop '.repeat(400), locale)).toBeNull();
      expect(understand('x'.repeat(5000), locale)).toBeNull();
      expect(understand('open فروشگاه 商店 магазин mağaza', locale)).toBeNull();
    },
  );
});
