import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import ui from '../i18n/locales/en/ui.json';
import { Pagination } from './pagination';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { ui } },
  ns: ['ui'],
  defaultNS: 'ui',
  interpolation: { escapeValue: false },
  initAsync: false,
});

function render(current: number, total: number): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Pagination current={current} total={total} hrefFor={(page) => `/admin/orders?page=${page}`} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

type Anchor = { href?: string; rel?: string; label?: string; text: string };

/** Every link with the attributes the tests care about, whatever their order. */
function anchors(html: string): Anchor[] {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes = '', inner = '']) => {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
    return {
      href: attribute('href'),
      rel: attribute('rel'),
      label: attribute('aria-label'),
      text: inner.replace(/<[^>]+>/g, ''),
    };
  });
}

/** The page numbers that are links, in order, checked against their address and name. */
function linkedPages(html: string): number[] {
  return anchors(html)
    .filter((anchor) => !anchor.rel)
    .map((anchor) => {
      expect(anchor.label).toBe(`Page ${anchor.text}`);
      expect(anchor.href).toBe(`/admin/orders?page=${anchor.text}`);
      return Number(anchor.text);
    });
}

describe('Pagination', () => {
  it('renders nothing for a single page or none', () => {
    expect(render(1, 1)).toBe('');
    expect(render(1, 0)).toBe('');
  });

  it('is a labelled navigation landmark', () => {
    expect(render(1, 3)).toMatch(/^<nav aria-label="Pagination"/);
  });

  it('marks the current page and does not link it', () => {
    const html = render(2, 3);
    expect(html).toMatch(/<span aria-current="page"[^>]*>2<\/span>/);
    expect(html).not.toContain('href="/admin/orders?page=2"');
    expect(linkedPages(html)).toEqual([1, 3]);
  });

  it('links the previous and next pages', () => {
    const html = render(2, 3);
    expect(anchors(html).filter((anchor) => anchor.rel)).toEqual([
      { href: '/admin/orders?page=1', rel: 'prev', label: undefined, text: 'Previous' },
      { href: '/admin/orders?page=3', rel: 'next', label: undefined, text: 'Next' },
    ]);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    expect(render(1, 3)).not.toContain('rel="prev"');
    expect(render(1, 3)).toContain('rel="next"');
    expect(render(3, 3)).toContain('rel="prev"');
    expect(render(3, 3)).not.toContain('rel="next"');
  });

  it('mirrors its arrows in right-to-left languages', () => {
    expect(render(2, 3).match(/rtl:-scale-x-100/g)).toHaveLength(2);
  });

  it('shows 11 pages around the current one, first and last included, with hidden gaps', () => {
    const html = render(25, 50);
    expect(linkedPages(html)).toEqual([1, 21, 22, 23, 24, 26, 27, 28, 29, 50]);
    expect(html).toContain('aria-current="page"');
    const gaps = html.match(/<li aria-hidden="true"[^>]*>…<\/li>/g);
    expect(gaps).toHaveLength(2);
  });

  it('leaves out the gap where the pages run into the first one', () => {
    const html = render(1, 50);
    expect(linkedPages(html)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 50]);
    expect(html.match(/…/g)).toHaveLength(1);
  });

  it('treats a current page past the end as the last page', () => {
    const html = render(80, 50);
    expect(html).toMatch(/<span aria-current="page"[^>]*>50<\/span>/);
    expect(html).not.toContain('rel="next"');
  });
});
