import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './cookies.server';

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeRedirectPath('/profile?tab=1')).toBe('/profile?tab=1');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    undefined,
    '/a\nb',
    '/shop?q=çay',
    '/a\u0000b',
  ])('sends %s home instead', (path) => {
    expect(safeRedirectPath(path)).toBe('/home');
  });
});
