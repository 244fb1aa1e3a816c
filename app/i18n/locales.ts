export const locales = [
  { name: 'English', code: 'en', dir: 'ltr', iso: 'en-US' },
  { name: 'Türkçe', code: 'tr', dir: 'ltr', iso: 'tr-TR' },
  { name: 'Español', code: 'es', dir: 'ltr', iso: 'es-ES' },
  { name: 'العربية', code: 'ar', dir: 'rtl', iso: 'ar-XA' },
  { name: 'فارسی', code: 'fa', dir: 'rtl', iso: 'fa-IR' },
] as const;

export type Locale = (typeof locales)[number];
export type LocaleCode = Locale['code'];

export const DEFAULT_LOCALE: LocaleCode = 'en';
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** The saved choice (spec: i18n_redirected, 365 days, path /, SameSite Lax); written by the server on a switch and by the browser after detection. */
export function languageCookie(code: LocaleCode, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${code}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The languages the detection call may answer (spec: en, tr, es, ar; anything else becomes en). */
export const DETECTABLE_CODES: readonly LocaleCode[] = ['en', 'tr', 'es', 'ar'];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return locales.some((locale) => locale.code === value);
}

export function getLocale(code: LocaleCode): Locale {
  return locales.find((locale) => locale.code === code) ?? locales[0];
}

/** Best match for a list of browser languages: exact iso first, then language only. */
export function matchLanguages(
  preferred: readonly string[],
  allowed: readonly LocaleCode[] = locales.map((l) => l.code),
): LocaleCode | null {
  const candidates = locales.filter((locale) => allowed.includes(locale.code));
  for (const tag of preferred) {
    const exact = candidates.find((locale) => locale.iso.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.code;
  }
  for (const tag of preferred) {
    const language = tag.split('-')[0]?.toLowerCase();
    const match = candidates.find((locale) => locale.code === language);
    if (match) return match.code;
  }
  return null;
}

/** Accept-Language parsed into tags, highest quality first. */
export function parseAcceptLanguage(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      const quality = q ? Number(q.trim().slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

// Making a formatter costs far more than using one (a shop page formats dozens of prices).
const numberFormats = new Map<number | undefined, Intl.NumberFormat>();

/** Numbers show thousands with commas in every language (spec). */
export function formatNumber(value: number, fractionDigits?: number): string {
  let format = numberFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(
      'en-US',
      fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    );
    numberFormats.set(fractionDigits, format);
  }
  return format.format(value);
}
