import type { ResourceLanguage } from 'i18next';
import { primeI18n, provideResourceLoader } from './instance';
import { isLocaleCode } from './locales';
import { PAGE_STRINGS_ID } from './page-strings';
import { fetchResources } from './resources';

/** Registers the language the server rendered in (from PageStrings) and how to fetch the others. */
export function primeFromPage(): void {
  provideResourceLoader(fetchResources);
  const text = document.getElementById(PAGE_STRINGS_ID)?.textContent;
  if (!text) return;
  const { code, resources } = JSON.parse(text) as { code: unknown; resources: ResourceLanguage };
  if (isLocaleCode(code)) primeI18n(code, resources);
}
