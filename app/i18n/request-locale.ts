import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type LocaleCode } from './locales';

const RequestLocaleContext = createContext<LocaleCode>(DEFAULT_LOCALE);

/**
 * The language of the request, for a page the root loader did not run for: React Router renders an
 * action's refusal (403, 405, 413, 415) at the root's error boundary without the root's data. The
 * server detects it from the request; the browser takes the language the server rendered in.
 */
export const RequestLocaleProvider = RequestLocaleContext.Provider;

export function useRequestLocale(): LocaleCode {
  return useContext(RequestLocaleContext);
}
