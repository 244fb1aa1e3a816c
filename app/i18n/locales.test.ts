import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const SOURCE = 'en';
const TRANSLATIONS = ['tr', 'es', 'ar', 'fa'] as const;
/** Names that stay as they are in every language. */
const UNTRANSLATED = ['Vivai', 'Jarvis'];

function namespacesOf(code: string): string[] {
  const dir = path.join(LOCALES_DIR, code);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

function readNamespace(code: string, namespace: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, code, `${namespace}.json`), 'utf8'));
}

/** Every leaf as a dotted key path (array indexes included) with its value. */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, prefix ? `${prefix}.${index}` : String(index), out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

const sourceNamespaces = namespacesOf(SOURCE);
const languageDirs = fs
  .readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== SOURCE)
  .map((entry) => entry.name)
  .sort();

describe('locale files', () => {
  it('has English namespaces', () => {
    expect(sourceNamespaces.length).toBeGreaterThan(0);
  });

  it.each(languageDirs)('%s has no namespace that English lacks', (code) => {
    const extra = namespacesOf(code).filter((namespace) => !sourceNamespaces.includes(namespace));
    expect(extra).toEqual([]);
  });

  it.each(sourceNamespaces)('en/%s has only non-empty strings', (namespace) => {
    for (const [key, value] of flatten(readNamespace(SOURCE, namespace))) {
      expect(typeof value, `en/${namespace}: ${key}`).toBe('string');
      expect((value as string).trim(), `en/${namespace}: ${key}`).not.toBe('');
    }
  });

  describe.each(TRANSLATIONS)('%s', (code) => {
    it.each(sourceNamespaces)(`${code}/%s matches English`, (namespace) => {
      const file = path.join(LOCALES_DIR, code, `${namespace}.json`);
      expect(fs.existsSync(file), `missing ${code}/${namespace}.json`).toBe(true);

      const source = flatten(readNamespace(SOURCE, namespace));
      const target = flatten(readNamespace(code, namespace));
      expect([...target.keys()].sort()).toEqual([...source.keys()].sort());

      for (const [key, value] of target) {
        const label = `${code}/${namespace}: ${key}`;
        expect(typeof value, label).toBe('string');
        const text = value as string;
        expect(text.trim(), label).not.toBe('');
        const english = source.get(key);
        if (typeof english !== 'string') continue;
        expect(placeholders(text), label).toEqual(placeholders(english));
        for (const name of UNTRANSLATED) {
          if (english.includes(name)) expect(text, label).toContain(name);
        }
      }
    });
  });
});
