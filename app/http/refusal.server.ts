import { detectLocale } from '~/i18n/detect.server';
import { translate } from '~/i18n/translate.server';
import { statusMessageKey } from './statuses';

/** The statuses the edge answers by itself. */
export type RefusalStatus = 400 | 403 | 405 | 413 | 415;

export type RefusalBody = { error: string; message: string };

/**
 * A request the edge will not serve. It is thrown as a Response: a resource route answers it as
 * is (JSON with a translated message), a page route renders the error page with its status.
 */
export function refusal(request: Request, status: RefusalStatus, headers?: HeadersInit): Response {
  const key = statusMessageKey(status);
  const body: RefusalBody = { error: key, message: translate(detectLocale(request).code, key) };
  return Response.json(body, { status, headers });
}
