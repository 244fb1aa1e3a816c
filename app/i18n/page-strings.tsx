import type { i18n } from 'i18next';
import { useMemo } from 'react';

export const PAGE_STRINGS_ID = 'i18n-resources';

/**
 * The shown language's strings as data in the page, read by the browser before it hydrates. A data
 * block needs no nonce, but carrying it keeps "every script in the page has the nonce" checkable.
 */
export function PageStrings({ i18n, nonce }: { i18n: i18n; nonce: string }) {
  const json = useMemo(
    () =>
      JSON.stringify({ code: i18n.language, resources: i18n.store.data[i18n.language] }).replace(
        /</g,
        '\\u003c',
      ),
    [i18n],
  );
  return (
    <script
      id={PAGE_STRINGS_ID}
      type="application/json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
