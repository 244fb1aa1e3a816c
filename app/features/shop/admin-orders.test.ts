import { describe, expect, it } from 'vitest';
import { locales } from '~/i18n/locales';
import { adminOrdersHref, changeStatusSchema, isAdminOrderStatus } from './admin-orders';
import { formatOrderDate } from './format';

describe('admin orders helpers', () => {
  it('builds list addresses: page 1 at the base path, later pages under /page/N, search only when given', () => {
    expect(adminOrdersHref(1, { searchText: '', status: 'created' })).toBe(
      '/admin/shop-orders?status=created',
    );
    expect(adminOrdersHref(3, { searchText: ' ada@x.com ', status: 'shipping' })).toBe(
      '/admin/shop-orders/page/3?searchText=ada%40x.com&status=shipping',
    );
  });

  it('offers every status but canceled', () => {
    expect(isAdminOrderStatus('delivered')).toBe(true);
    expect(isAdminOrderStatus('canceled')).toBe(false);
    expect(isAdminOrderStatus('lost')).toBe(false);
  });

  it('refuses canceled, unknown statuses and bad order ids with i18n keys', () => {
    expect(changeStatusSchema.safeParse({ orderId: '12', status: 'packaging' })).toMatchObject({
      success: true,
      data: { orderId: 12, status: 'packaging' },
    });
    for (const status of ['canceled', 'lost', undefined]) {
      const result = changeStatusSchema.safeParse({ orderId: '12', status });
      expect(result.error?.issues[0]?.message).toBe('shop-admin:errors.status_not_allowed');
    }
    for (const orderId of ['0', '-1', '1.5', 'abc', undefined, '99999999999999999999']) {
      const result = changeStatusSchema.safeParse({ orderId, status: 'created' });
      expect(result.error?.issues[0]?.message, String(orderId)).toBe('shop-admin:errors.order_not_found');
    }
  });

  it.each(locales.map((locale) => locale.code))(
    'prints an order date in %s with Latin digits and UTC',
    (code) => {
      const text = formatOrderDate('2026-03-04T05:06:00.000Z', code);
      expect(text).toMatch(/2026/);
      expect(text).toMatch(/05:06|5:06/);
      expect(text).toMatch(/UTC|GMT/);
    },
  );
});
