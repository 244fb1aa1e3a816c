import type { ResourceLanguage } from 'i18next';
import { primeI18n, provideResourceLoader } from './instance';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from './locales';
import { PAGE_STRINGS_ID } from './page-strings';
import { fetchResources } from './resources';

/**
 * Registers the language the server rendered in (from PageStrings) and how to fetch the others;
 * answers that language.
 */
export function primeFromPage(): LocaleCode {
  provideResourceLoader(fetchResources);
  const text = document.getElementById(PAGE_STRINGS_ID)?.textContent;
  if (!text) return DEFAULT_LOCALE;
  const { code, resources } = JSON.parse(text) as { code: unknown; resources: ResourceLanguage };
  if (!isLocaleCode(code)) return DEFAULT_LOCALE;
  primeI18n(code, resources);
  return code;
}
