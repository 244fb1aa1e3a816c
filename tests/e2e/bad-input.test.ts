import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';

async function post(path: string, fields: Record<string, string>, cookie = '') {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text(), cookies: response.headers.getSetCookie() };
}

// Document POSTs without JavaScript, as a browser without it or a script would send them.
describe('bad input never answers 500 and never signs anyone in', () => {
  it.each([
    ['/auth/login', {}],
    ['/auth/login', { email: 'x'.repeat(5000), password: 'y'.repeat(5000) }],
    ['/auth/login', { email: 'not-an-address', password: 'whatever' }],
    ['/auth/register', { firstName: '', lastName: '', email: '', password: '' }],
    [
      '/auth/register',
      { firstName: 'a'.repeat(101), lastName: 'b', email: 'a@b.example', password: 'Healthy-Day-2026' },
    ],
    ['/auth/reset-password', { token: 'forged', password: 'Healthy-Day-2026' }],
    ['/auth/forgot-password', { email: '@@' }],
  ])('%s with %j', async (path, fields) => {
    const result = await post(path, fields);
    expect(result.status).toBeLessThan(500);
    expect(
      result.cookies.some((c) => c.startsWith('vivai_session=') && !c.startsWith('vivai_session=;')),
    ).toBe(false);
  });

  it('answers a bad language choice with 400', async () => {
    expect((await post('/api/language', { code: 'xx' })).status).toBe(400);
  });

  it('renders a clear message for an unknown or malformed confirm link', async () => {
    const response = await fetch(`${baseUrl()}/auth/confirm?token=${'A'.repeat(43)}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This confirmation link is not valid.');
    const empty = await fetch(`${baseUrl()}/auth/confirm`);
    expect(empty.status).toBe(400);
  });

  it('translates the message for the reader', async () => {
    const result = await fetch(`${baseUrl()}/auth/confirm?token=bad`, {
      headers: { Cookie: 'i18n_redirected=es' },
    });
    const html = await result.text();
    expect(html).toContain('lang="es"');
    expect(html).not.toContain('This confirmation link is not valid.');
  });
});
