import type { TOptions } from 'i18next';
import './bundled.server';
import { getI18n } from './instance';
import type { LocaleCode } from './locales';

/** Server-side text for JSON answers; pages translate keys in the component instead. */
export function translate(code: LocaleCode, key: string, options: TOptions = {}): string {
  return getI18n(code).t(key, options);
}
