/** Spec 001 section 8: an aborted request is not a failure and is ignored silently. */
export function isAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'AbortError' || error.message.startsWith('The user aborted a request');
}

function field(value: unknown, name: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const found = (value as Record<string, unknown>)[name];
  return typeof found === 'string' && found.trim() ? found : null;
}

/**
 * Spec 001 section 8: the text shown for a failure, in this order: the message in the response's
 * data, else its error_description, else the error's own message, else 'Unknown Error'.
 */
export function errorText(error: unknown): string {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : null;
  return (
    field(data, 'message') ??
    field(data, 'error_description') ??
    (error instanceof Error && error.message.trim() ? error.message : null) ??
    'Unknown Error'
  );
}
