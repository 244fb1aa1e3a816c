import type { Resource } from 'i18next';
import type { LocaleCode } from './locales';

type Namespace = Record<string, unknown>;

const files = import.meta.glob<Namespace>('./locales/*/*.json', { eager: true, import: 'default' });

/** Every namespace of every language, bundled: the texts are small and a switch needs no fetch. */
export const resources: Resource = {};
for (const [file, content] of Object.entries(files)) {
  const [, code, namespace] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (!code || !namespace) continue;
  resources[code] ??= {};
  resources[code][namespace] = content;
}

export const namespaces = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];

export function hasResources(code: LocaleCode): boolean {
  return code in resources;
}
