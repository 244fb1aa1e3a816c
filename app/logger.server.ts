import pino from 'pino';
import { getConfig } from './config.server';

/** One logger for the server. Never log e-mail addresses, names, health data, tokens or cookies. */
export const logger = pino({
  level: getConfig().LOG_LEVEL,
  redact: {
    paths: [
      'email',
      '*.email',
      'password',
      '*.password',
      'token',
      '*.token',
      'headers.cookie',
      'req.headers.cookie',
    ],
    censor: '[redacted]',
  },
});

/**
 * What of an error may go to the log. Query errors carry the statement's parameters (e-mail
 * addresses, health values), so only their name and database code are kept.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const cause = error.cause as { code?: unknown } | undefined;
  const code = (error as { code?: unknown }).code ?? cause?.code;
  if (error.name === 'DrizzleQueryError' || code !== undefined) {
    return { name: error.name, code };
  }
  return { name: error.name, message: error.message, stack: error.stack };
}
