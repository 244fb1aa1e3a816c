import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/**
 * Express's `trust proxy`: which proxies may tell the client's address and protocol (the Secure
 * cookie flag follows the protocol). Unset: none, so a forged X-Forwarded-* header counts for nothing.
 */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((part) => part.trim());
}

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    APP_ORIGIN: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Vivai <no-reply@vivai.local>'),
    MEAL_CATALOGUE_URL: optionalUrl,
    // The chat model: any OpenAI-compatible endpoint when a key is set, else the embedded planner.
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalText,
    LLM_MODEL: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('gpt-4')),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
    ADMIN_EMAIL: optionalText,
    ADMIN_PASSWORD: optionalText,
    SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
    TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  // Mailed links are built from APP_ORIGIN only, never from a request's Host header, so production needs it.
  .refine((config) => config.NODE_ENV !== 'production' || config.APP_ORIGIN, {
    path: ['APP_ORIGIN'],
    message:
      'APP_ORIGIN is required when NODE_ENV=production: the address mailed links point to, e.g. https://vivai.example',
  });

export type Config = z.infer<typeof configSchema> & { dataDir: string };

let cached: Config | undefined;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

/** Reads and validates the environment once; every module asks here instead of process.env. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Where mailed links point: APP_ORIGIN, or in development the address the server listens on. */
export function mailLinkOrigin(config: Config = getConfig()): string {
  return config.APP_ORIGIN ? new URL(config.APP_ORIGIN).origin : `http://localhost:${config.PORT}`;
}

export function isProduction(): boolean {
  return getConfig().NODE_ENV === 'production';
}
