/** The language and namespace a locale file holds, from its path (./locales/<code>/<namespace>.json). */
export function localeFileOf(file: string): { code: string; namespace: string } | null {
  const [, code, namespace] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  return code && namespace ? { code, namespace } : null;
}
