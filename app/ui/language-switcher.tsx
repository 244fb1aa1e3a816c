import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { locales } from '~/i18n/locales';
import { preloadLanguage } from '~/i18n/use-i18n';

/** Saves the language through /api/language; the root reloads its data and the page re-renders in it. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get('code');
  const current = typeof pending === 'string' ? pending : i18n.language;
  const select = useRef<HTMLSelectElement>(null);
  // A language chosen before the page's script took over (a slow phone) is still the one shown by
  // the select, which hydration leaves as it is: apply it now rather than drop it unsaid. The select
  // is autocomplete="off" so that going back in history never restores an earlier choice into it.
  useEffect(() => {
    const chosen = select.current;
    if (chosen && chosen.value !== i18n.language) {
      preloadLanguage(chosen.value);
      void fetcher.submit(chosen.form);
    }
    // Only the first render can follow a choice made before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fetcher.Form method="post" action="/api/language" className="flex items-center gap-2">
      <label htmlFor="language-select" className="sr-only">
        {t('common:nav.language')}
      </label>
      <select
        ref={select}
        id="language-select"
        autoComplete="off"
        name="code"
        value={current}
        onChange={(event) => {
          preloadLanguage(event.currentTarget.value);
          void fetcher.submit(event.currentTarget.form);
        }}
        className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm"
      >
        {locales.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code}>
            {locale.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{t('common:actions.save')}</button>
      </noscript>
    </fetcher.Form>
  );
}
