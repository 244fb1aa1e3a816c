import type { i18n } from 'i18next';
import { useMemo } from 'react';

export const PAGE_STRINGS_ID = 'i18n-resources';

/** The shown language's strings as data in the page, read by the browser before it hydrates. */
export function PageStrings({ i18n }: { i18n: i18n }) {
  const json = useMemo(
    () =>
      JSON.stringify({ code: i18n.language, resources: i18n.store.data[i18n.language] }).replace(
        /</g,
        '\\u003c',
      ),
    [i18n],
  );
  return <script id={PAGE_STRINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
