import { parse, serialize } from 'cookie-es';
import { z } from 'zod';

const TOAST_COOKIE = 'vivai_toast';

const toastSchema = z.object({
  type: z.enum(['success', 'error', 'info']),
  /** An i18n key; the root translates it in the reader's language. */
  key: z.string().max(200),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export type Toast = z.infer<typeof toastSchema>;

/** The one toast path: a server action sets this cookie, the root loader reads and clears it. */
export function toastCookie(toast: Toast): string {
  const value = Buffer.from(JSON.stringify(toast)).toString('base64url');
  return serialize(TOAST_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });
}

export function readToast(request: Request): { toast: Toast | null; clear: string | null } {
  const raw = parse(request.headers.get('Cookie') ?? '')[TOAST_COOKIE];
  if (!raw) return { toast: null, clear: null };
  const clear = serialize(TOAST_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
  try {
    const parsed = toastSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return { toast: parsed.success ? parsed.data : null, clear };
  } catch {
    return { toast: null, clear };
  }
}
