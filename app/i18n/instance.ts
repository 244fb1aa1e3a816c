import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type LocaleCode } from './locales';

// One instance per language, made once and never switched, so concurrent server renders cannot mix
// languages. The server holds every language; the browser only those it has loaded.
const instances = new Map<LocaleCode, i18n>();
const pending = new Map<LocaleCode, Promise<i18n>>();
const listeners = new Set<() => void>();
let bundled: ((code: LocaleCode) => ResourceLanguage) | undefined;
let fetchResources: ((code: LocaleCode) => Promise<ResourceLanguage>) | undefined;

// Each side hands in its own source of strings, so neither bundle carries the other's: the server
// every language (bundled.server.ts), the browser a loader of chunks (page-language.client.ts).
export function provideBundledResources(source: (code: LocaleCode) => ResourceLanguage): void {
  bundled = source;
}

export function provideResourceLoader(load: (code: LocaleCode) => Promise<ResourceLanguage>): void {
  fetchResources = load;
}

function create(code: LocaleCode, resources: ResourceLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: code,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [code]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instances.set(code, instance);
  for (const listener of listeners) listener();
  return instance;
}

/** The instance of a language if it is at hand: always on the server, once loaded in the browser. */
export function findI18n(code: LocaleCode): i18n | undefined {
  return instances.get(code) ?? (bundled ? create(code, bundled(code)) : undefined);
}

/** Server side (render, mails, JSON answers): every language is bundled. */
export function getI18n(code: LocaleCode): i18n {
  const instance = findI18n(code);
  if (!instance) throw new Error(`language ${code} is not loaded`);
  return instance;
}

/** Browser: fetches a language's strings once (the page's own before hydrating, or a switch), then keeps them. */
export function loadI18n(code: LocaleCode): Promise<i18n> {
  const ready = findI18n(code);
  if (ready) return Promise.resolve(ready);
  let loading = pending.get(code);
  if (!loading) {
    if (!fetchResources) return Promise.reject(new Error('no resource loader'));
    loading = fetchResources(code).then((resources) => instances.get(code) ?? create(code, resources));
    loading.catch(() => pending.delete(code));
    pending.set(code, loading);
  }
  return loading;
}

export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
