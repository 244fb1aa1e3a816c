import { describe, expect, it } from 'vitest';
import { adminTestOrdersHref, parseTestOrderId, requestTestSchema } from './schema';

describe('the admin list’s addresses', () => {
  it('puts page 1 at /admin/test-requests and later pages under /page/N, with the status tab', () => {
    expect(adminTestOrdersHref(1, { status: 'all' })).toBe('/admin/test-requests');
    expect(adminTestOrdersHref(1, { status: 'done' })).toBe('/admin/test-requests?status=done');
    expect(adminTestOrdersHref(3, { status: 'created' })).toBe('/admin/test-requests/page/3?status=created');
  });

  it('keeps the other query values when a tab is chosen, and drops the status for all', () => {
    const current = new URLSearchParams('status=processing&lang=ar');
    expect(adminTestOrdersHref(1, { status: 'rejected' }, current)).toBe(
      '/admin/test-requests?status=rejected&lang=ar',
    );
    expect(adminTestOrdersHref(1, { status: 'all' }, current)).toBe('/admin/test-requests?lang=ar');
    expect(current.toString()).toBe('status=processing&lang=ar');
  });
});

describe('request ids and the request form', () => {
  it('reads only whole positive ids', () => {
    expect(parseTestOrderId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', '012', '99999999999999999']) {
      expect(parseTestOrderId(bad), String(bad)).toBeNull();
    }
  });

  it('trims the address and note and refuses a type outside the list', () => {
    expect(requestTestSchema.parse({ type: 'metagenome', address: ' 1 Lab Road ', note: ' hi ' })).toEqual({
      type: 'metagenome',
      address: '1 Lab Road',
      note: 'hi',
    });
    expect(requestTestSchema.safeParse({ type: 'blood', address: 'x' }).success).toBe(false);
  });
});
