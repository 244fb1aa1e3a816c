// First: it mocks what the app reaches before the app's modules load.
import { seededApp } from '../../tests/support/seeded-app';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findSession, SESSION_COOKIE } from '~/auth/session.server';
import { profiles, sessions } from '~/db/schema/accounts';
import { translate } from '~/i18n/translate.server';
import { databaseChecksum, signIn, SITE } from '../../tests/support/hostile';
import { FORM_MAX_BYTES, FORM_MAX_FIELDS } from './body.server';

const seeded = seededApp();

type Send = { method?: string; token?: string | null; headers?: Record<string, string>; body?: BodyInit };

function send(path: string, { method = 'POST', token, headers = {}, body }: Send = {}) {
  const all = new Headers(headers);
  if (token) all.set('Cookie', `${SESSION_COOKIE}=${token}`);
  // A browser sends Origin with every POST; a test of its absence sends Sec-Fetch-Site alone.
  if (method !== 'GET' && !all.has('Origin') && !all.has('Sec-Fetch-Site')) all.set('Origin', SITE);
  return seeded.app(
    new Request(`${SITE}${path}`, { method, headers: all, body, duplex: 'half' } as RequestInit),
  );
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const json = { 'Content-Type': 'application/json' };

describe('GET on action-only addresses', () => {
  it.each(['/auth/logout', '/api/language'])('%s answers the 404 page', async (path) => {
    const response = await send(path, { method: 'GET' });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`Page Not Found.*${path}`));
    expect(html).toContain('<title>Page Not Found · Vivai</title>');
  });
});

describe('sign-out', () => {
  it.each([
    ['no body', {}],
    ['a JSON body', { headers: json, body: '{"redirectTo":1}' }],
    ['a body over the limit', { body: form({ x: 'y'.repeat(FORM_MAX_BYTES * 2) }) }],
  ] as const)('ends the session and clears the cookie with %s', async (_name, init) => {
    const token = (await signIn(seeded.handle.db, seeded.world, 'user'))!;
    const response = await send('/auth/logout', { token, ...init });
    expect(response.status).toBe(302);
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`));
    expect(await findSession(seeded.handle.db, token)).toBeNull();
  });

  it('is refused from another site, and the session lives on', async () => {
    const token = (await signIn(seeded.handle.db, seeded.world, 'user'))!;
    const crossOrigin = await send('/auth/logout', { token, headers: { Origin: 'https://evil.example' } });
    expect(crossOrigin.status).toBe(403);
    expect(await crossOrigin.text()).toContain(
      'This request did not come from this site, so it was refused.',
    );
    const crossSite = await send('/auth/logout', { token, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const opaque = await send('/auth/logout', { token, headers: { Origin: 'null' } });
    expect(opaque.status).toBe(403);
    expect(await findSession(seeded.handle.db, token)).not.toBeNull();
  });
});

describe('the Origin check', () => {
  it('lets a form through that the browser sent with Origin null and Sec-Fetch-Site same-origin', async () => {
    const token = (await signIn(seeded.handle.db, seeded.world, 'user'))!;
    const headers = { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' };
    const response = await send('/auth/logout', {
      token,
      headers,
      body: form({ redirectTo: '/admin/login' }),
    });
    expect(response.status).toBe(302);
    expect(await findSession(seeded.handle.db, token)).toBeNull();
  });

  it('refuses a cross-site language change without setting the cookie', async () => {
    const response = await send('/api/language', {
      headers: { Origin: 'https://evil.example' },
      body: form({ code: 'ar' }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('lets a same-site language change through', async () => {
    const response = await send('/api/language.data', { body: form({ code: 'ar' }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toContain('i18n_redirected=ar');
  });
});

describe('the body parser', () => {
  it.each([
    ['/auth/login', 'visitor'],
    ['/auth/register', 'visitor'],
    ['/auth/forgot-password', 'visitor'],
    ['/auth/reset-password', 'visitor'],
    ['/admin/login', 'visitor'],
    ['/api/language', 'visitor'],
    ['/profile', 'user'],
    ['/shop/order-confirmation', 'user'],
    ['/shop/orders', 'user'],
    ['/admin/shop-orders', 'admin'],
  ] as const)('answers JSON to %s with 415 and a message, writing nothing', async (path, role) => {
    const token = await signIn(seeded.handle.db, seeded.world, role);
    const before = await databaseChecksum(seeded.handle.db);
    const response = await send(path, { token, headers: json, body: '{"email":"a@b.c"}' });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain('What was sent is not in a form this address accepts.');
    expect(await databaseChecksum(seeded.handle.db)).toBe(before);
  });

  it('answers 415 to a file where no form takes one', async () => {
    const upload = new FormData();
    upload.append('email', new Blob(['a@b.c']), 'email.txt');
    upload.append('password', 'x');
    expect((await send('/auth/login', { body: upload })).status).toBe(415);
  });

  it('answers 413 to a body announced over the limit', async () => {
    const body = form({ email: 'a'.repeat(FORM_MAX_BYTES), password: 'x' });
    const response = await send('/auth/login', { body });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('What was sent is too large.');
  });

  it('stops reading a chunked body without Content-Length at the limit', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`email=${'a'.repeat(4096)}`);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await send('/auth/login.data', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: endless,
    });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(FORM_MAX_BYTES * 4);
  });

  it('answers 413 to more fields than any form has', async () => {
    const fields = new URLSearchParams();
    for (let i = 0; i <= FORM_MAX_FIELDS; i++) fields.append(`f${i}`, 'x');
    expect((await send('/auth/login', { body: fields })).status).toBe(413);
  });

  it('answers 405 with Allow to a method the action does not serve', async () => {
    const response = await send('/auth/login', { method: 'PUT', body: form({ email: 'a@b.c' }) });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    const readOnly = await send('/api/languages/detect', { body: form({}) });
    expect(readOnly.status).toBe(405);
    expect(await readOnly.json()).toMatchObject({
      message: 'This address does not accept that kind of request.',
    });
  });

  it.each(['/vivai', '/vivai.data', '/'])(
    'answers 405 with Allow to a POST on %s, a page React Router refuses by itself (it has no action)',
    async (path) => {
      const response = await send(path, { body: form({ a: 'b' }) });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
    },
  );

  it.each([
    ['a POST on a page without an action', '/vivai', 'POST', form({ a: 'b' }), 'method_not_allowed'],
    ['a PUT on a form', '/auth/login', 'PUT', form({ a: 'b' }), 'method_not_allowed'],
    ['a JSON body on a form', '/auth/login', 'POST', '{}', 'unsupported_media_type'],
  ] as const)(
    'renders the refusal of %s in the reader’s language',
    async (_name, path, method, body, key) => {
      const headers: Record<string, string> = { Cookie: 'i18n_redirected=ar' };
      if (typeof body === 'string') headers['Content-Type'] = 'application/json';
      const response = await send(path, { method, headers, body });
      const html = await response.text();
      expect(html).toContain('<html lang="ar" dir="rtl">');
      const message = translate('ar', `common:errors.${key}`);
      expect(html).toContain(`<title>${message} · Vivai</title>`);
      expect(html).toContain(`<h1 class="text-2xl font-semibold">${message}</h1>`);
    },
  );

  it('reads missing fields as missing: 400 with the field messages', async () => {
    const response = await send('/auth/login.data', { body: form({}) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('errors.required');
  });

  it('echoes back only the fields the form has', async () => {
    const body = form({ email: 'not-an-address', password: 'x', injected: 'zzz-echo-zzz' });
    const text = await (await send('/auth/login.data', { body })).text();
    expect(text).toContain('not-an-address');
    expect(text).not.toContain('zzz-echo-zzz');
    expect(text).not.toContain('injected');
  });
});

describe('Cache-Control', () => {
  it.each([
    ['user', 'GET', '/home'],
    ['user', 'GET', '/home.data'],
    ['user', 'GET', '/profile'],
    ['admin', 'GET', '/admin'],
    ['admin', 'GET', '/admin/shop-orders.data'],
    ['visitor', 'GET', '/admin/login'],
    ['visitor', 'POST', '/auth/login'],
  ] as const)('is no-store as %s for %s %s', async (role, method, path) => {
    const token = await signIn(seeded.handle.db, seeded.world, role);
    const body = method === 'POST' ? form({ email: 'x', password: 'y' }) : undefined;
    const response = await send(path, { method, token, body });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('leaves public pages to be cached', async () => {
    const response = await send('/', { method: 'GET' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBeNull();
  });
});

describe('text fields', () => {
  it.each([
    ['a NUL byte', 'Ada\u0000', 'common:errors.invalid_characters'],
    ['a control character', 'Ada\u0007', 'common:errors.invalid_characters'],
    ['only zero-width characters', '\u200b\u200c\u200d\u2060', 'errors.required'],
    ['only a direction override', '\u202e', 'errors.required'],
  ])('refuse a name of %s with a field message', async (_name, firstName, message) => {
    const token = await signIn(seeded.handle.db, seeded.world, 'user');
    const before = await databaseChecksum(seeded.handle.db);
    const response = await send('/profile.data', { token, body: form({ firstName, lastName: 'Lovelace' }) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await databaseChecksum(seeded.handle.db)).toBe(before);
  });

  it('keep a Persian name with its zero-width non-joiner', async () => {
    const token = await signIn(seeded.handle.db, seeded.world, 'user');
    const response = await send('/profile.data', {
      token,
      body: form({ firstName: 'می‌نا', lastName: 'Lovelace' }),
    });
    expect(response.status).toBe(200);
  });

  it('refuse a NUL byte in a delivery address', async () => {
    const token = await signIn(seeded.handle.db, seeded.world, 'user');
    const before = await databaseChecksum(seeded.handle.db);
    const body = form({
      address: '1 Test\u0000 Street',
      mobile: '+905551112233',
      email: 'hostile.user@vivai.test',
      submissionKey: 'nul-address-key-000001',
      items: '[{"id":"52017","quantity":1}]',
    });
    const response = await send('/shop/order-confirmation.data', { token, body });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('common:errors.invalid_characters');
    expect(await databaseChecksum(seeded.handle.db)).toBe(before);
  });

  it('refuse a registration whose name is only zero-width characters, making no account', async () => {
    const body = form({
      firstName: '\u200b\u200b',
      lastName: 'Lovelace',
      email: 'zero.width@vivai.test',
      password: 'Strong-Pass-12345',
    });
    const response = await send('/auth/register.data', { body });
    expect(response.status).toBe(400);
    const [row] = await seeded.handle.db
      .select({ n: count() })
      .from(profiles)
      .where(eq(profiles.email, 'zero.width@vivai.test'));
    expect(row?.n).toBe(0);
  });
});

describe('sign-in with a return path', () => {
  it('ignores a return path a Location header cannot carry, and the session gets its cookie', async () => {
    const accountId = seeded.world.accounts.user.id;
    const sessionsOf = async () =>
      (
        await seeded.handle.db.select({ n: count() }).from(sessions).where(eq(sessions.user_id, accountId))
      )[0]!.n;
    const before = await sessionsOf();
    const response = await send('/auth/login', {
      headers: { Cookie: `vivai_return_to=${encodeURIComponent('/shop?q=çay')}` },
      body: form({ email: 'hostile.user@vivai.test', password: 'Hostile-Pass-12345' }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/home');
    expect(response.headers.get('Set-Cookie')).toContain(`${SESSION_COOKIE}=`);
    expect(await sessionsOf()).toBe(before + 1);
  });
});
