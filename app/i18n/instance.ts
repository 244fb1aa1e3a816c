import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type LocaleCode } from './locales';
import { namespaces, resources } from './resources';

const instances = new Map<LocaleCode, i18n>();

/** One i18next instance per language, made once and never switched, so concurrent requests cannot mix languages. */
export function getI18n(code: LocaleCode): i18n {
  let instance = instances.get(code);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: code,
      fallbackLng: DEFAULT_LOCALE,
      resources,
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(code, instance);
  }
  return instance;
}
