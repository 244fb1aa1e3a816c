import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Category } from '~/catalogue/types';
import shop from '~/i18n/locales/en/shop.json';
import { CategoryChips } from './category-chips';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { shop } },
  ns: ['shop'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

const categories: Category[] = [
  { id: '1', title: 'Breakfast', image: '/catalogue/images/category-1.svg' },
  { id: '2', title: 'Salads', image: 'https://meals.example/images/salads.png' },
];

function chips(selectedId?: string) {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <CategoryChips categories={categories} selectedId={selectedId} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes = '', inner = '']) => ({
    current: /aria-current="page"/.test(attributes),
    href: /href="([^"]*)"/.exec(attributes)?.[1],
    images: [...inner.matchAll(/<img ([^>]*)>/g)].map(([, image = '']) => ({
      src: /src="([^"]*)"/.exec(image)?.[1],
      alt: /alt="([^"]*)"/.exec(image)?.[1],
    })),
    text: inner.replace(/<[^>]+>/g, ''),
  }));
}

describe('category chips', () => {
  it("shows each category's picture from the catalogue beside its name, with an empty alt", () => {
    expect(chips('2')).toEqual([
      {
        current: false,
        href: '/shop?category=Breakfast',
        images: [{ src: '/catalogue/images/category-1.svg', alt: '' }],
        text: 'Breakfast',
      },
      {
        current: true,
        href: '/shop?category=Salads',
        images: [{ src: 'https://meals.example/images/salads.png', alt: '' }],
        text: 'Salads',
      },
    ]);
  });
});
