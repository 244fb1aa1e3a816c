import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { iconNames, isIconName, type IconName } from './icon-names';

const sprite = fs.readFileSync(new URL('./icons/sprite.svg', import.meta.url), 'utf8');
const symbolIds = [...sprite.matchAll(/<symbol\b[^>]*\bid="([^"]+)"/g)].map((match) => match[1]);

describe('icon names', () => {
  it('lists exactly the 45 names of the spec, each once', () => {
    expect(iconNames).toHaveLength(45);
    expect(new Set(iconNames).size).toBe(45);
  });

  it('recognises listed names and rejects others', () => {
    expect(isIconName('dna')).toBe(true);
    expect(isIconName('rocket')).toBe(false);
  });
});

describe('sprite', () => {
  it.each(iconNames)('draws %s', (name) => {
    expect(sprite).toContain(`<symbol id="${name}"`);
  });

  it('holds no symbol outside the list, and none twice', () => {
    expect([...symbolIds].sort()).toEqual([...iconNames].sort());
  });

  it('gives every symbol a 24-unit view box', () => {
    const symbols = [...sprite.matchAll(/<symbol\b[^>]*>/g)].map((match) => match[0]);
    expect(symbols).toHaveLength(iconNames.length);
    for (const symbol of symbols) expect(symbol).toContain('viewBox="0 0 24 24"');
  });
});

describe('Icon', () => {
  it('points at its symbol in the sprite and hides itself from assistive technology', () => {
    const html = renderToStaticMarkup(<Icon name="stethoscope" />);
    expect(html).toMatch(/<use href="[^"]*#stethoscope"/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('class="size-5 shrink-0"');
  });

  it('is announced as an image when it has a title', () => {
    const html = renderToStaticMarkup(<Icon name="bell" title="Reminders" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('<title>Reminders</title>');
    expect(html).not.toContain('aria-hidden');
  });

  it('mirrors directional icons in right-to-left languages only', () => {
    expect(renderToStaticMarkup(<Icon name="arrow-left" className="size-4" />)).toContain(
      'class="size-4 shrink-0 rtl:-scale-x-100"',
    );
    expect(renderToStaticMarkup(<Icon name="home" />)).not.toContain('rtl:');
  });

  it('throws for a name that is not in the list', () => {
    expect(() => renderToStaticMarkup(<Icon name={'rocket' as IconName} />)).toThrow(
      'Icon "rocket" does not exist',
    );
  });
});
