import fs from 'node:fs';

export type Language = 'en' | 'tr' | 'es' | 'ar' | 'fa';

/** A string of the app's locale files as the page shows it: values filled in, nested $t() resolved. */
export function localeText(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const [namespace, path] = key.split(':') as [string, string];
  const file = JSON.parse(
    fs.readFileSync(`app/i18n/locales/${language}/${namespace}.json`, 'utf8'),
  ) as object;
  const raw = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
  if (typeof raw !== 'string') throw new Error(`no string ${key} in ${language}`);
  const filled = raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  return filled.replace(/\$t\(([^)]+)\)/g, (_, nested: string) => localeText(language, nested));
}

/** localeText for one language: `t('namespace:key', values)`, as the journeys read the page. */
export function translator(language: Language) {
  return (key: string, values: Record<string, string | number> = {}): string =>
    localeText(language, key, values);
}
