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

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  APP_ORIGIN: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Vivai <no-reply@vivai.local>'),
  MEAL_CATALOGUE_URL: optionalUrl,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

let cached: Config | undefined;

/** Reads and validates the environment once; every module asks here instead of process.env. */
export function getConfig(): Config {
  if (!cached) {
    const parsed = configSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
    }
    cached = { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
  }
  return cached;
}

export function isProduction(): boolean {
  return getConfig().NODE_ENV === 'production';
}
