// Draws the catalogue's pictures: one small SVG per category and per meal, a plate or bowl seen
// from above. Everything derives from the data set (category style, dish keywords, a hash of id and
// title), so running it again gives the same files. Run: npm exec -- node scripts/generate-catalogue-images.ts
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ACCENTS, BOWL_WORDS, styleFor } from './catalogue-image-styles.ts';
import type { Shape } from './catalogue-image-styles.ts';

type Item = { id: string; title: string; category: string };

const DATA_FILE = new URL('../app/catalogue/data/catalogue.json', import.meta.url);
const OUT_DIR = fileURLToPath(new URL('../public/catalogue/images/', import.meta.url));
const MAX_BYTES = 3000;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(r: () => number, list: readonly T[]): T {
  const value = list[Math.floor(r() * list.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

const between = (r: () => number, [min, max]: [number, number]) => min + Math.floor(r() * (max - min + 1));
const n = (v: number) => Math.round(v);

/** Blends a #rrggbb or #rgb colour towards white (amount > 0) or black (amount < 0). */
function shade(color: string, amount: number): string {
  const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
  const parts = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mix = (p: number) => (amount > 0 ? p + (255 - p) * amount : p * (1 + amount));
  return `#${parts.map((p) => n(mix(p)).toString(16).padStart(2, '0')).join('')}`;
}

function drawFood(shape: Shape, x: number, y: number, s: number, a: number, c: string): string {
  const rot = `transform="rotate(${a} ${x} ${y})"`;
  switch (shape) {
    case 'leaf':
      return `<path d="M${x - s} ${y}Q${x} ${n(y - s)} ${x + s} ${y}Q${x} ${n(y + s)} ${x - s} ${y}z" fill="${c}" ${rot}/>`;
    case 'round':
      return (
        `<circle cx="${x}" cy="${y}" r="${s}" fill="${c}"/>` +
        (s > 6
          ? `<circle cx="${n(x - s / 3)}" cy="${n(y - s / 3)}" r="${n(s / 4)}" fill="#fff" opacity=".4"/>`
          : '')
      );
    case 'slice':
      return `<circle cx="${x}" cy="${y}" r="${s}" fill="${c}"/><circle cx="${x}" cy="${y}" r="${n(s * 0.7)}" fill="${shade(c, 0.45)}"/>`;
    case 'wedge': {
      const p = (deg: number) =>
        `${n(x + s * Math.cos((deg * Math.PI) / 180))} ${n(y + s * Math.sin((deg * Math.PI) / 180))}`;
      return `<path d="M${x} ${y}L${p(a)}A${s} ${s} 0 0 1 ${p(a + 60)}z" fill="${c}"/>`;
    }
    case 'fillet':
      return `<g ${rot}><ellipse cx="${x}" cy="${y}" rx="${s}" ry="${n(s * 0.62)}" fill="${c}"/><path d="M${n(x - s / 2)} ${n(y - s / 3)}l12 ${n(s * 0.66)}M${x - 4} ${n(y - s / 2)}l12 ${s}M${n(x + s / 2 - 8)} ${n(y - s / 3)}l12 ${n(s * 0.66)}" stroke="${shade(c, -0.4)}" stroke-width="4" stroke-linecap="round" stroke-opacity=".5"/></g>`;
    case 'egg':
      return `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${n(s * 0.86)}" fill="${c}" ${rot}/><circle cx="${x + 3}" cy="${y - 2}" r="${n(s * 0.42)}" fill="#f6b625"/>`;
    case 'noodle':
      return `<path d="M${x - s} ${y}q${n(s / 4)} -9 ${n(s / 2)} 0t${n(s / 2)} 0t${n(s / 2)} 0t${n(s / 2)} 0" fill="none" stroke="${c}" stroke-width="8" stroke-opacity="1" stroke-linecap="round" ${rot}/>`;
    case 'cube':
      return `<rect x="${n(x - s / 2)}" y="${n(y - s / 2)}" width="${s}" height="${n(s * 0.85)}" rx="3" fill="${c}" ${rot}/>`;
    case 'toast':
      return `<g ${rot}><rect x="${x - s}" y="${n(y - s * 0.8)}" width="${2 * s}" height="${n(1.6 * s)}" rx="10" fill="${c}"/><rect x="${x - s + 6}" y="${n(y - s * 0.8 + 6)}" width="${2 * s - 12}" height="${n(1.6 * s - 12)}" rx="7" fill="${shade(c, 0.45)}"/></g>`;
    case 'floret':
      return [0, 120, 240]
        .map(
          (d, i) =>
            `<circle cx="${n(x + (s / 2) * Math.cos(((a + d) * Math.PI) / 180))}" cy="${n(y + (s / 2) * Math.sin(((a + d) * Math.PI) / 180))}" r="${n(s * 0.55)}" fill="${i === 1 ? shade(c, 0.25) : c}"/>`,
        )
        .join('');
    case 'strip':
      return `<rect x="${n(x - s)}" y="${n(y - 4)}" width="${2 * s}" height="9" rx="4.5" fill="${c}" ${rot}/>`;
    case 'swirl':
      return `<path d="M${x - s} ${y}a${s} ${s} 0 1 1 ${s} ${s}a${n(s / 2)} ${n(s / 2)} 0 1 1 0 ${-s}" fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round" stroke-opacity=".85"/>`;
  }
}

function drawDish(item: Item): string {
  const r = random(hash(`${item.id}:${item.title}`));
  const style = styleFor(item.category);
  const accent = ACCENTS.find(([pattern]) => pattern.test(item.title))?.[1];
  const bowl = style.bowl || BOWL_WORDS.test(item.title);
  const [cx, cy] = [200, 150];
  const inner = bowl ? 96 : 102;
  const parts: string[] = [`<rect width="400" height="300" fill="${pick(r, style.tables)}"/>`];

  // Cutlery beside the vessel: a knife and fork for a plate, a spoon for a bowl.
  if (bowl)
    parts.push(
      `<g fill="#c9ced6"><ellipse cx="352" cy="92" rx="15" ry="21"/><rect x="348" y="108" width="8" height="120" rx="4"/></g>`,
    );
  else
    parts.push(
      `<g fill="#c9ced6"><rect x="348" y="60" width="13" height="180" rx="6"/><rect x="41" y="120" width="8" height="118" rx="4"/><path d="M33 62h3v44h5V62h3v44h5V62h3v44h5V62h3v50q0 12-14 12t-13-12z"/></g>`,
    );

  parts.push(`<circle cx="${cx + 5}" cy="${cy + 7}" r="128" fill="#000" opacity=".1"/>`);
  if (bowl) {
    const rim = pick(r, ['#f4f1ea', '#e7eef2', '#f1e4d3', '#dfe9dc']);
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="124" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="108" fill="${shade(rim, -0.06)}"/>`,
    );
  } else {
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="128" fill="#fff"/><circle cx="${cx}" cy="${cy}" r="104" fill="#f7f5f0" stroke="#ebe7de" stroke-width="2"/>`,
    );
  }

  const base =
    accent && (style.bases.length > 0 || bowl)
      ? accent
      : style.bases.length > 0
        ? pick(r, style.bases)
        : undefined;
  if (style.sectors) {
    const count = between(r, [4, 5]);
    const start = r() * 360;
    const colors = [...style.sectors];
    for (let i = colors.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [colors[i], colors[j]] = [colors[j] ?? '#ddd', colors[i] ?? '#ddd'];
    }
    for (let i = 0; i < count; i++) {
      const a0 = ((start + (360 / count) * i) * Math.PI) / 180;
      const a1 = ((start + (360 / count) * (i + 1)) * Math.PI) / 180;
      const p = (a: number) => `${n(cx + inner * Math.cos(a))} ${n(cy + inner * Math.sin(a))}`;
      parts.push(
        `<path d="M${cx} ${cy}L${p(a0)}A${inner} ${inner} 0 0 1 ${p(a1)}z" fill="${i === 0 && accent ? accent : (colors[i] ?? '#ddd')}"/>`,
      );
    }
  } else if (base) {
    const radius = bowl ? inner : n(inner * (0.7 + r() * 0.15));
    parts.push(
      `<circle cx="${cx + n((r() - 0.5) * 10)}" cy="${cy + n((r() - 0.5) * 10)}" r="${radius}" fill="${base}"/>`,
    );
  }

  const placed: { x: number; y: number; s: number }[] = [];
  const foodParts: string[] = [];
  style.foods.forEach((food) => {
    const count = between(r, food.count);
    const colors = food.accent && accent && !base ? [accent, ...food.colors] : food.colors;
    for (let i = 0; i < count; i++) {
      const s = n(between(r, food.size) * (bowl && !style.bowl ? 0.85 : 1));
      let best = { x: cx, y: cy, score: -Infinity };
      for (let attempt = 0; attempt < 24; attempt++) {
        const angle = r() * Math.PI * 2;
        const dist = Math.sqrt(r()) * Math.max(0, inner - s - 6);
        const x = n(cx + dist * Math.cos(angle));
        const y = n(cy + dist * Math.sin(angle));
        const score = Math.min(200, ...placed.map((p) => Math.hypot(p.x - x, p.y - y) - (p.s + s) * 0.8));
        if (score > best.score) best = { x, y, score };
        if (score > 0) break;
      }
      placed.push({ x: best.x, y: best.y, s });
      foodParts.push(
        drawFood(
          food.shape,
          best.x,
          best.y,
          s,
          n(r() * 180),
          i === 0 ? (colors[0] ?? '#888') : pick(r, colors),
        ),
      );
    }
  });
  parts.push(`<g stroke="#000" stroke-opacity=".12" stroke-width="1.5">${foodParts.join('')}</g>`);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">${parts.join('')}</svg>\n`;
  if (svg.length > MAX_BYTES)
    throw new Error(`${item.title}: image is ${svg.length} bytes, over ${MAX_BYTES}`);
  return svg;
}

type RawData = { categories: { id: string; title: string }[]; meals: Item[] };

function readData(): RawData {
  const data: unknown = JSON.parse(readFileSync(DATA_FILE, 'utf8'));
  if (typeof data !== 'object' || data === null || !('categories' in data) || !('meals' in data)) {
    throw new Error('catalogue.json has no categories or meals');
  }
  const { categories, meals } = data as RawData;
  return { categories, meals };
}

const { categories, meals } = readData();
mkdirSync(OUT_DIR, { recursive: true });
for (const file of readdirSync(OUT_DIR)) if (file.endsWith('.svg')) rmSync(OUT_DIR + file);
for (const category of categories) {
  writeFileSync(
    `${OUT_DIR}category-${category.id}.svg`,
    drawDish({ id: `c${category.id}`, title: category.title, category: category.title }),
  );
}
for (const meal of meals) writeFileSync(`${OUT_DIR}meal-${meal.id}.svg`, drawDish(meal));
console.log(`Wrote ${categories.length} category and ${meals.length} meal images to ${OUT_DIR}`);
