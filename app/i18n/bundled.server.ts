import type { Resource } from 'i18next';
import { provideBundledResources } from './instance';
import { localeFileOf } from './locale-files';

type Namespace = Record<string, unknown>;

const files = import.meta.glob<Namespace>('./locales/*/*.json', { eager: true, import: 'default' });

const resources: Resource = {};
for (const [file, content] of Object.entries(files)) {
  const locale = localeFileOf(file);
  if (!locale) continue;
  (resources[locale.code] ??= {})[locale.namespace] = content;
}

// The server renders pages and mails in any language, so importing this module (the root route does,
// through detect.server.ts) gives the server every language at start-up.
provideBundledResources((code) => resources[code] ?? {});
