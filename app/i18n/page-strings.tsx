import type { i18n } from 'i18next';

export const PAGE_STRINGS_ID = 'i18n-resources';

// One instance per language lives as long as the server, and its strings never change: each
// language is serialised once, not on every page (about 50 KB of JSON).
const serialised = new WeakMap<i18n, string>();

function pageStringsOf(i18n: i18n): string {
  let json = serialised.get(i18n);
  if (json === undefined) {
    json = JSON.stringify({ code: i18n.language, resources: i18n.store.data[i18n.language] }).replace(
      /</g,
      '\\u003c',
    );
    serialised.set(i18n, json);
  }
  return json;
}

/**
 * The shown language's strings as data in the page, read by the browser before it hydrates. A data
 * block needs no nonce, but carrying it keeps "every script in the page has the nonce" checkable.
 */
export function PageStrings({ i18n, nonce }: { i18n: i18n; nonce: string }) {
  const json = pageStringsOf(i18n);
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
