import { loadI18n, provideResourceLoader } from './instance';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from './locales';
import { fetchResources } from './resources';

/**
 * Loads the strings of the language the server rendered in (`<html lang>`), one long-cached chunk,
 * and registers how to fetch the others; answers that language. The first client render must match
 * the server's HTML, so the page hydrates only once these are in.
 */
export async function loadPageLanguage(): Promise<LocaleCode> {
  provideResourceLoader(fetchResources);
  const lang = document.documentElement.lang;
  const code = isLocaleCode(lang) ? lang : DEFAULT_LOCALE;
  await loadI18n(code);
  return code;
}
