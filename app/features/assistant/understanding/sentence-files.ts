import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { NAME_PATTERN } from './template';

// The shapes of the YAML data: a language's _common.yaml, its intent files and their test files.

const name = z.string().regex(NAME_PATTERN, 'letters, digits, "_" or "-"');
const text = z.string().trim().min(1);
const slotValue = z.union([z.string(), z.number()]).transform(String);

const listSchema = z.union([
  z.strictObject({
    values: z
      .array(
        z.union([
          text.transform((value) => ({ in: value, out: value })),
          z.strictObject({ in: text, out: slotValue }),
        ]),
      )
      .min(1),
  }),
  z.strictObject({
    wildcard: z.literal(true),
    /** Templates: every word of the free text must be one `words` can say, its first one `first_words` can. */
    words: text.optional(),
    first_words: text.optional(),
    /** A word that begins with a digit (10, 3rd, 500mg, 10'da) counts as one of `words` and `first_words`. */
    digits: z.boolean().optional(),
  }),
]);

const grammarFields = {
  language: z.string().optional(),
  lists: z.record(name, listSchema).default({}),
  expansion_rules: z.record(name, text).default({}),
};

export const commonFileSchema = z.strictObject(grammarFields);

export const intentFileSchema = z.strictObject({
  ...grammarFields,
  intent: name,
  data: z
    .array(
      z.strictObject({
        sentences: z.array(text).min(1),
        slots: z.record(name, slotValue).default({}),
      }),
    )
    .min(1),
});

export const testFileSchema = z.strictObject({
  language: z.string().optional(),
  tests: z
    .array(
      z.strictObject({
        sentences: z.array(text).min(1),
        intent: z.strictObject({ name, slots: z.record(name, slotValue).default({}) }),
      }),
    )
    .min(1),
  misses: z.array(text).default([]),
});

export type ListDefinition = z.infer<typeof listSchema>;
export type CommonFile = z.infer<typeof commonFileSchema>;
export type IntentFile = z.infer<typeof intentFileSchema>;
export type TestFile = z.infer<typeof testFileSchema>;

/** A data file's name (for errors) and its parsed, validated content. */
export type Named<T> = { file: string; content: T };

export class SentenceFileError extends Error {
  readonly file: string;

  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'SentenceFileError';
    this.file = file;
  }
}

/** Parses and validates one YAML file, naming the file in any error. */
export function readYamlFile<T>(
  file: string,
  source: string,
  schema: z.ZodType<T>,
  language?: string,
): Named<T> {
  let data: unknown;
  try {
    data = parseYaml(source);
  } catch (error) {
    throw new SentenceFileError(file, `not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new SentenceFileError(file, z.prettifyError(result.error));
  const declared = (result.data as { language?: string }).language;
  if (language && declared && declared !== language) {
    throw new SentenceFileError(file, `says language "${declared}" but sits in the "${language}" folder`);
  }
  return { file, content: result.data };
}
