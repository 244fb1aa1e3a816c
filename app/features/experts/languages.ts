/**
 * Languages an expert may say they speak, as ISO 639-1 codes: the app's five first, then the
 * languages most spoken by patients in the app's regions. Names come from the browser's and
 * Node's own language tables (Intl.DisplayNames), in the language the page is shown in.
 */
export const SPOKEN_LANGUAGES = [
  'en',
  'tr',
  'es',
  'ar',
  'fa',
  'de',
  'fr',
  'it',
  'pt',
  'nl',
  'ru',
  'uk',
  'pl',
  'el',
  'he',
  'ku',
  'az',
  'ur',
  'hi',
  'bn',
  'zh',
  'ja',
  'ko',
  'id',
  'sw',
] as const;

export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

export function isSpokenLanguage(value: unknown): value is SpokenLanguage {
  return SPOKEN_LANGUAGES.some((code) => code === value);
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The language's name in the page's language ("Türkçe" is "Turkish" on an English page). */
export function languageName(code: string, pageLanguage: string): string {
  let names = displayNames.get(pageLanguage);
  if (!names) {
    names = new Intl.DisplayNames([pageLanguage], { type: 'language', fallback: 'code' });
    displayNames.set(pageLanguage, names);
  }
  return names.of(code) ?? code;
}
