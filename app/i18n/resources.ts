import type { ResourceLanguage } from 'i18next';
import { localeFileOf } from './locale-files';
import type { LocaleCode } from './locales';

type Namespace = Record<string, unknown>;

// Browser only: one chunk per language and namespace, so a page loads only the language it shows.
// A namespace file added under locales/ is picked up here without code changes.
const files = import.meta.glob<Namespace>('./locales/*/*.json', { import: 'default' });

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
