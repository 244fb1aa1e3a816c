import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '~/i18n/locales';

type ShopTexts = { cart: { title: string }; cart_badge: { label: string } };

describe('the cart link', () => {
  it.each(locales.map((locale) => locale.code))(
    'is named in %s by what it shows first: the word for cart, then the count (WCAG 2.5.3)',
    (code) => {
      const shop = JSON.parse(fs.readFileSync(`app/i18n/locales/${code}/shop.json`, 'utf8')) as ShopTexts;
      expect(shop.cart_badge.label.startsWith(`${shop.cart.title} {{count}}`)).toBe(true);
    },
  );
});
