import type { LocaleCode } from '~/i18n/locales';
import { compileLanguage } from './compile';
import type { CompiledLanguage } from './compile';
import { matchUtterance } from './match';
import type { Match } from './match';
import { commonFileSchema, intentFileSchema, readYamlFile, SentenceFileError } from './sentence-files';
import type { CommonFile, IntentFile, Named } from './sentence-files';

// A language is a folder of YAML under sentences/: adding one needs no code here.

const sentenceSources = import.meta.glob<string>('./sentences/*/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const COMMON_FILE = '_common.yaml';

/** The folder and file name of a sentence file's key, e.g. `./sentences/en/navigate.yaml`. */
function partsOf(path: string): { language: string; fileName: string } {
  const [, language = '', fileName = ''] = /\/sentences\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
  return { language, fileName };
}

/** A language's validated data files: its _common.yaml (if any) and its intent files in name order. */
export function sentenceFilesOf(locale: LocaleCode): {
  common: Named<CommonFile> | null;
  intents: Named<IntentFile>[];
} {
  let common: Named<CommonFile> | null = null;
  const intents: Named<IntentFile>[] = [];
  for (const path of Object.keys(sentenceSources).sort()) {
    const { language, fileName } = partsOf(path);
    if (language !== locale) continue;
    const source = sentenceSources[path]!;
    if (fileName === COMMON_FILE) {
      common = readYamlFile(path, source, commonFileSchema, locale);
      continue;
    }
    const file = readYamlFile(path, source, intentFileSchema, locale);
    if (`${file.content.intent}.yaml` !== fileName) {
      throw new SentenceFileError(
        path,
        `holds intent "${file.content.intent}", so it must be named after it`,
      );
    }
    intents.push(file);
  }
  return { common, intents };
}

const compiled = new Map<LocaleCode, CompiledLanguage>();

function languageOf(locale: LocaleCode): CompiledLanguage {
  let language = compiled.get(locale);
  if (!language) {
    const { common, intents } = sentenceFilesOf(locale);
    language = compileLanguage(locale, common, intents);
    compiled.set(locale, language);
  }
  return language;
}

/** What the user said, as an intent with its slots, from the language's own sentences; null if none fits. */
export function understand(text: string, locale: LocaleCode): Match | null {
  return matchUtterance(languageOf(locale), text);
}
