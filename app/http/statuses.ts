/** The message of each status the error page may show; 5xx share the last one. Shared by server and page. */
export const STATUS_MESSAGE_KEYS: Record<number, string> = {
  400: 'common:errors.bad_request',
  403: 'common:errors.forbidden',
  404: 'common:errors.page_not_found',
  405: 'common:errors.method_not_allowed',
  413: 'common:errors.payload_too_large',
  415: 'common:errors.unsupported_media_type',
};

export const SERVER_ERROR_KEY = 'common:errors.internal_server_error';

export function statusMessageKey(status: number): string {
  return STATUS_MESSAGE_KEYS[status] ?? (status >= 500 ? SERVER_ERROR_KEY : 'common:errors.bad_request');
}
