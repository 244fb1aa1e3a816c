import type { ResourceLanguage } from 'i18next';
import type { LocaleCode } from './locales';

type Namespace = Record<string, unknown>;

// One chunk per language and namespace; the browser loads only the language it shows. A namespace
// file added under locales/ is picked up here without code changes.
const files = import.meta.glob<Namespace>('./locales/*/*.json', { import: 'default' });

/** The language and namespace a locale file holds, from its path (./locales/<code>/<namespace>.json). */
export function localeFileOf(file: string): { code: string; namespace: string } | null {
  const [, code, namespace] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  return code && namespace ? { code, namespace } : null;
}

/** Every namespace of one language, fetched as separate chunks. */
export async function fetchResources(code: LocaleCode): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    Object.entries(files).flatMap(([file, load]) => {
      const locale = localeFileOf(file);
      return locale?.code === code ? [load().then((content) => [locale.namespace, content] as const)] : [];
    }),
  );
  return Object.fromEntries(entries);
}
