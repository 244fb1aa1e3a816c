import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { fetchResources } from './resources';

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

describe('the strings a browser loads for one language', () => {
  it.each(locales.map((locale) => locale.code))(
    '%s: every namespace file of that language, and only it',
    async (code) => {
      const dir = path.join(LOCALES_DIR, code);
      const expected = Object.fromEntries(
        fs
          .readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            file.slice(0, -'.json'.length),
            JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
          ]),
      );
      expect(await fetchResources(code)).toEqual(expected);
    },
  );
});
