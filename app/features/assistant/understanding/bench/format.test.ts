import fs from 'node:fs';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { locales } from '~/i18n/locales';
import { benchFileSchema, type Expectation } from './format';

const folder = 'app/features/assistant/understanding/bench';

it.each(locales.map((locale) => locale.code))(
  'the labelled utterances of %s have the bench’s shape and name the user’s own records',
  (code) => {
    const bench = benchFileSchema.parse(parse(fs.readFileSync(`${folder}/${code}.yaml`, 'utf8')));
    expect(bench.language).toBe(code);
    const eventIds = new Set(bench.events.map((event) => event.id));
    const medicationIds = new Set(bench.medications.map((medication) => medication.id));
    const idOf = (expectation: Expectation) => (Object.values(expectation)[0] as { id?: number }).id;
    for (const { said, expect: expectation } of bench.cases) {
      const intent = Object.keys(expectation)[0]!;
      if (intent.endsWith('_event') && intent !== 'add_event') {
        expect(eventIds.has(idOf(expectation)!), said).toBe(true);
      }
      if (intent.endsWith('_medication') && intent !== 'add_medication') {
        expect(medicationIds.has(idOf(expectation)!), said).toBe(true);
      }
    }
    const said = bench.cases.map((entry) => entry.said.trim().toLocaleLowerCase(code));
    expect(new Set(said).size).toBe(said.length);
  },
);
