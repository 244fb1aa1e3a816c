import { parse, serialize, type CookieSerializeOptions } from 'cookie-es';
import { SESSION_COOKIE } from './session.server';

export const RETURN_TO_COOKIE = 'vivai_return_to';

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('Cookie');
  return header ? parse(header)[name] : undefined;
}

function baseOptions(request: Request): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: new URL(request.url).protocol === 'https:',
  };
}

export function sessionCookie(request: Request, token: string, expires: Date): string {
  return serialize(SESSION_COOKIE, token, { ...baseOptions(request), expires });
}

export function clearCookie(request: Request, name: string): string {
  return serialize(name, '', { ...baseOptions(request), maxAge: 0 });
}

export function returnToCookie(request: Request, path: string): string {
  return serialize(RETURN_TO_COOKIE, path, { ...baseOptions(request), maxAge: 10 * 60 });
}

/**
 * Only a path on this site: no scheme, no host, no protocol-relative '//' or '/\'. Printable ASCII
 * only, as a Location header demands (a browser percent-encodes the rest).
 */
export function safeRedirectPath(path: string | undefined | null, fallback = '/home'): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (!/^[\x21-\x7e]+$/.test(path)) return fallback;
  return path;
}
