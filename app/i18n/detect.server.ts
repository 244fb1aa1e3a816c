import { parse } from 'cookie-es';
import './bundled.server';
import {
  DEFAULT_LOCALE,
  DETECTABLE_CODES,
  isLocaleCode,
  LANGUAGE_COOKIE,
  matchLanguages,
  parseAcceptLanguage,
  type LocaleCode,
} from './locales';

export type LocaleSource = 'cookie' | 'browser' | 'default';

/** The language of a request: the saved cookie, else the browser's languages, else English. */
export function detectLocale(request: Request): { code: LocaleCode; source: LocaleSource } {
  const saved = parse(request.headers.get('Cookie') ?? '')[LANGUAGE_COOKIE];
  if (isLocaleCode(saved)) return { code: saved, source: 'cookie' };
  const browser = matchLanguages(parseAcceptLanguage(request.headers.get('Accept-Language')));
  if (browser) return { code: browser, source: 'browser' };
  return { code: DEFAULT_LOCALE, source: 'default' };
}

/** The answer of GET /api/languages/detect: one of en, tr, es, ar; anything else becomes en. */
export function detectLanguageCode(request: Request): LocaleCode {
  const tags = parseAcceptLanguage(request.headers.get('Accept-Language'));
  return matchLanguages(tags, DETECTABLE_CODES) ?? DEFAULT_LOCALE;
}
