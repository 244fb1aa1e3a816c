import type { AnswerError } from './extract';

/** Field errors carry the key and its values, so the page translates them in the shown language. */
export function encodeError(error: AnswerError): string {
  return error.params ? `${error.key}|${JSON.stringify(error.params)}` : error.key;
}

export function decodeError(message: string): AnswerError {
  const [key = message, params] = message.split(/\|(.*)/s);
  if (!params) return { key };
  try {
    return { key, params: JSON.parse(params) as AnswerError['params'] };
  } catch {
    return { key };
  }
}
