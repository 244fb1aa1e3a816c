import type { i18n, ResourceLanguage } from 'i18next';
import { useMemo } from 'react';
import { primeI18n } from './instance';
import { isLocaleCode } from './locales';

const SCRIPT_ID = 'i18n-resources';

/** The shown language's strings as data in the page, read by the browser before it hydrates. */
export function I18nResources({ i18n }: { i18n: i18n }) {
  const json = useMemo(
    () =>
      JSON.stringify({ code: i18n.language, resources: i18n.store.data[i18n.language] }).replace(
        /</g,
        '\\u003c',
      ),
    [i18n],
  );
  return <script id={SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** Browser: registers the language the server rendered in, from the data I18nResources wrote. */
export function primeFromDocument(): void {
  const text = document.getElementById(SCRIPT_ID)?.textContent;
  if (!text) return;
  const { code, resources } = JSON.parse(text) as { code: unknown; resources: ResourceLanguage };
  if (isLocaleCode(code)) primeI18n(code, resources);
}
