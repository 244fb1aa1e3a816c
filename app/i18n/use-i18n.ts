import type { i18n } from 'i18next';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { findI18n, loadI18n, subscribeI18n } from './instance';
import { isLocaleCode, type LocaleCode } from './locales';

/**
 * The instance to render with. After a language switch the page keeps the language it shows until
 * the new one's strings have arrived, then changes all at once (texts, lang and dir together).
 */
export function useI18n(code: LocaleCode): i18n {
  const ready = useSyncExternalStore(
    subscribeI18n,
    () => findI18n(code),
    () => findI18n(code),
  );
  const [shown, setShown] = useState(ready);
  if (ready && ready !== shown) setShown(ready);
  useEffect(() => {
    if (!ready) loadI18n(code).catch(() => undefined);
  }, [code, ready]);
  const instance = ready ?? shown;
  if (!instance) throw new Error(`no strings for ${code}: the page was not primed`);
  return instance;
}

/** Starts fetching a language's strings as soon as it is picked, alongside saving the choice. */
export function preloadLanguage(code: string): void {
  if (isLocaleCode(code)) loadI18n(code).catch(() => undefined);
}
