import { refusal } from './refusal.server';

/** The largest real form (an order of 50 dishes) is under 11 KB; forms get a little headroom. */
export const FORM_MAX_BYTES = 16 * 1024;
/** No form of the app has more than a handful of fields. */
export const FORM_MAX_FIELDS = 32;

export const URLENCODED = 'application/x-www-form-urlencoded';
export const MULTIPART = 'multipart/form-data';

export type BodyRules = {
  /** The field names the action reads; any other field is dropped, so nothing else is echoed back. */
  fields: readonly string[];
  methods?: readonly string[];
  /** Forms by default; an upload endpoint names its own types and a larger limit. */
  types?: readonly string[];
  maxBytes?: number;
  maxFields?: number;
};

function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Throws 405 with the Allow header when the route does not serve this method. */
export function requireMethod(request: Request, methods: readonly string[] = ['POST']): void {
  if (!methods.includes(request.method.toUpperCase())) {
    throw refusal(request, 405, { Allow: methods.join(', ') });
  }
}

/**
 * Reads at most maxBytes of the body and stops there, whether or not the client announced a
 * Content-Length (a chunked body has none).
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const announced = Number(request.headers.get('Content-Length') ?? 0);
  if (announced > maxBytes) throw refusal(request, 413);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw refusal(request, 413);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function parseFields(request: Request, type: string, bytes: Uint8Array): Promise<[string, unknown][]> {
  if (type === URLENCODED) return [...new URLSearchParams(new TextDecoder().decode(bytes))];
  try {
    const headers = { 'Content-Type': request.headers.get('Content-Type') ?? '' };
    const form = await new Response(bytes as BodyInit, { headers }).formData();
    return [...form];
  } catch {
    throw refusal(request, 400);
  }
}

/**
 * The one body parser of every action and API endpoint: the method (405), the content type (415),
 * the size while reading and the number of fields (413). Only the named fields come back, files
 * never (no form of ours uploads one).
 */
export async function readForm(request: Request, rules: BodyRules): Promise<FormData> {
  requireMethod(request, rules.methods);
  const type = mediaType(request.headers.get('Content-Type'));
  if (!(rules.types ?? [URLENCODED, MULTIPART]).includes(type)) throw refusal(request, 415);
  const bytes = await readBoundedBody(request, rules.maxBytes ?? FORM_MAX_BYTES);
  const entries = await parseFields(request, type, bytes);
  if (entries.length > (rules.maxFields ?? FORM_MAX_FIELDS)) throw refusal(request, 413);
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value !== 'string') throw refusal(request, 415);
    if (rules.fields.includes(name)) form.append(name, value);
  }
  return form;
}

/** The action of a read-only endpoint: any state-changing method is 405, with a message. */
export function readOnlyAction({ request }: { request: Request }): never {
  throw refusal(request, 405, { Allow: 'GET, HEAD' });
}

export const JSON_TYPE = 'application/json';

/**
 * The body of a JSON endpoint: the method (405), the content type (415), the size while reading
 * (413) and the syntax (400). What it holds is for the endpoint's schema to check.
 */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  requireMethod(request);
  if (mediaType(request.headers.get('Content-Type')) !== JSON_TYPE) throw refusal(request, 415);
  const bytes = await readBoundedBody(request, maxBytes);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw refusal(request, 400);
  }
}
