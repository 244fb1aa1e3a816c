// Draws the catalogue's pictures: one small SVG per category and per meal, a plate or bowl seen
// from above. Everything derives from the data set (category style, dish keywords, a hash of id and
// title), so running it again gives the same files. Run: npm exec -- node scripts/generate-catalogue-images.ts
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Shape =
  | 'leaf'
  | 'round'
  | 'slice'
  | 'wedge'
  | 'fillet'
  | 'egg'
  | 'noodle'
  | 'cube'
  | 'toast'
  | 'floret'
  | 'strip'
  | 'swirl';
type Food = { shape: Shape; colors: string[]; count: [number, number]; size: [number, number] };
type Style = { tables: string[]; bowl: boolean; bases: string[]; sectors?: string[]; foods: Food[] };
type Item = { id: string; title: string; category: string };

const DATA_FILE = new URL('../app/catalogue/data/catalogue.json', import.meta.url);
const OUT_DIR = fileURLToPath(new URL('../public/catalogue/images/', import.meta.url));
const MAX_BYTES = 3000;

const GREENS = ['#4f9a3a', '#6db33f', '#3f7f2f', '#8cc152'];
const REDS = ['#e2452f', '#d7335a', '#c0392b'];
const BERRIES = ['#3b4fa0', '#d7335a', '#7b2d6b', '#c0392b'];
const BROWNS = ['#8a4b2a', '#6e3b22', '#a0522d'];
const GOLDS = ['#d9a441', '#c98a3b', '#e0b04f'];
const VEG = ['#e2452f', '#f2b631', '#6db33f', '#f08a3c', '#8a4f9e'];
const CREAM = ['#f7efd9', '#f3e6c4', '#fbf6ea'];

const f = (shape: Shape, colors: string[], count: [number, number], size: [number, number]): Food => ({
  shape,
  colors,
  count,
  size,
});

const STYLES: Record<string, Style> = {
  breakfast: {
    tables: ['#fdf1d6', '#f9e4c8', '#eef3e2'],
    bowl: false,
    bases: [],
    foods: [
      f('egg', ['#fff'], [1, 2], [26, 30]),
      f('toast', ['#c98a4b', '#b97a3e'], [1, 1], [32, 36]),
      f('leaf', ['#9cc65a', '#8cbf4a'], [2, 3], [15, 18]),
      f('round', BERRIES, [4, 7], [6, 8]),
    ],
  },
  salad: {
    tables: ['#e6f2df', '#f1f6e8', '#fff4e0'],
    bowl: true,
    bases: ['#cfe5a8'],
    foods: [
      f('leaf', GREENS, [8, 11], [18, 24]),
      f('slice', ['#e2452f', '#7fb25a', '#f2d43a'], [3, 4], [11, 13]),
      f('round', ['#3a2f3a', '#6b8e23'], [2, 4], [6, 7]),
      f('cube', ['#fbfaf3'], [2, 3], [12, 14]),
    ],
  },
  soup: {
    tables: ['#f3e7dc', '#e9eef3', '#f6ecd8'],
    bowl: true,
    bases: ['#e07b39', '#d9412b', '#e0b04f', '#7aa84a'],
    foods: [
      f('swirl', ['#fffaf0'], [1, 1], [26, 34]),
      f('cube', ['#e0b04f', '#f3e6c4'], [2, 4], [8, 10]),
      f('leaf', GREENS, [4, 7], [6, 8]),
    ],
  },
  poultry: {
    tables: ['#f5ead7', '#eaf1f6', '#f4e9e1'],
    bowl: false,
    bases: [],
    foods: [
      f('fillet', GOLDS, [1, 2], [36, 42]),
      f('leaf', GREENS, [3, 5], [14, 18]),
      f('round', REDS, [2, 4], [8, 10]),
    ],
  },
  seafood: {
    tables: ['#e3eff6', '#e6f2f0', '#f0f4f8'],
    bowl: false,
    bases: [],
    foods: [
      f('fillet', ['#f08a6a', '#f4a582', '#f3ead6'], [1, 1], [42, 48]),
      f('slice', ['#f2d43a'], [1, 2], [14, 16]),
      f('strip', ['#7aa84a', '#5f9a3f'], [3, 5], [14, 18]),
      f('leaf', GREENS, [2, 3], [8, 10]),
    ],
  },
  vegetarian: {
    tables: ['#f4f0e1', '#eef4e4', '#fbeee6'],
    bowl: false,
    bases: ['#f3e6c4', '#e6c98f'],
    foods: [
      f('round', VEG, [6, 9], [10, 14]),
      f('cube', ['#fbfaf3', '#f6e7b0'], [2, 4], [12, 15]),
      f('leaf', GREENS, [3, 4], [12, 16]),
    ],
  },
  vegan: {
    tables: ['#eaf3e2', '#f6efe0', '#e8eef0'],
    bowl: true,
    bases: ['#e8d9b8'],
    sectors: ['#f08a3c', '#8a4f9e', '#6db33f', '#e8d9b8', '#d9a441', '#e2452f'],
    foods: [f('round', ['#e6c98f', '#d9a441'], [4, 6], [7, 9]), f('leaf', GREENS, [3, 5], [8, 11])],
  },
  grain: {
    tables: ['#fbf0dc', '#f2ece2', '#eef2e6'],
    bowl: false,
    bases: ['#d9412b', '#e6c98f', '#6b9a3a'],
    foods: [
      f('noodle', ['#e8c46a', '#d9b25a', '#c9a36b'], [5, 7], [34, 40]),
      f('leaf', GREENS, [2, 4], [9, 12]),
      f('round', REDS, [2, 3], [8, 9]),
    ],
  },
  meat: {
    tables: ['#f3e4d7', '#efe7de', '#e9ece6'],
    bowl: false,
    bases: [],
    foods: [
      f('fillet', BROWNS, [1, 2], [38, 44]),
      f('strip', ['#5f9a3f', '#7aa84a'], [3, 5], [14, 17]),
      f('floret', GREENS, [2, 3], [12, 14]),
      f('round', REDS, [1, 3], [8, 9]),
    ],
  },
  dessert: {
    tables: ['#fbe9ee', '#f5ecf7', '#fdf3e3'],
    bowl: true,
    bases: CREAM,
    foods: [
      f('wedge', ['#f5a35c', '#d8c46a', '#c8453a'], [0, 3], [30, 36]),
      f('round', BERRIES, [6, 10], [7, 10]),
      f('leaf', ['#4caf50'], [1, 2], [9, 11]),
    ],
  },
  side: {
    tables: ['#eef4e4', '#f6f1e4', '#e7f0ee'],
    bowl: false,
    bases: [],
    foods: [
      f('floret', GREENS, [2, 5], [13, 16]),
      f('strip', ['#5f9a3f', '#7aa84a', '#3f7f2f'], [3, 6], [15, 19]),
      f('slice', ['#f2d43a', '#e2452f'], [0, 2], [10, 12]),
    ],
  },
};

// A dish's name colours its main food: a tomato soup is red, a spinach soup green.
const ACCENTS: [RegExp, string][] = [
  [/tomato|gazpacho|puttanesca|shakshuka/i, '#d9412b'],
  [/lentil|curry|tikka|tagine|chili/i, '#e07b39'],
  [/broccoli|spinach|kale|pesto|palak|green/i, '#4f9a3a'],
  [/salmon|trout|peach/i, '#f08a6a'],
  [/chocolate|black bean/i, '#5a3825'],
  [/strawberr|raspberr|berry|beetroot/i, '#c2185b'],
  [/blueberr/i, '#3b4fa0'],
  [/mushroom|barley|miso/i, '#b08a63'],
  [/lemon|egg|omelette|frittata/i, '#f2c53d'],
  [/avocado|courgette|asparagus|sprouts|pea/i, '#8cbf4a'],
  [/cauliflower|ricotta|yogurt|oats|chia/i, '#f1ead2'],
  [/cabbage|aubergine/i, '#7b3f8c'],
  [/squash|sweet potato|carrot|pepper/i, '#f08a3c'],
];

function styleFor(category: string): Style {
  const c = category.toLowerCase();
  const key =
    ['breakfast', 'salad', 'soup', 'poultry', 'seafood', 'vegetarian', 'vegan', 'dessert', 'side'].find((k) =>
      c.includes(k),
    ) ??
    (/pasta|grain|rice|noodle/.test(c) ? 'grain' : /beef|lamb|meat|pork/.test(c) ? 'meat' : 'vegetarian');
  return STYLES[key] ?? STYLES.vegetarian!;
}

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
      return `<g ${rot}><ellipse cx="${x}" cy="${y}" rx="${s}" ry="${n(s * 0.62)}" fill="${c}"/><path d="M${n(x - s / 2)} ${n(y - s / 3)}l12 ${n(s * 0.66)}M${x - 4} ${n(y - s / 2)}l12 ${s}M${n(x + s / 2 - 8)} ${n(y - s / 3)}l12 ${n(s * 0.66)}" stroke="${shade(c, -0.4)}" stroke-width="4" stroke-linecap="round" opacity=".6"/></g>`;
    case 'egg':
      return `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${n(s * 0.86)}" fill="${c}" ${rot}/><circle cx="${x + 3}" cy="${y - 2}" r="${n(s * 0.42)}" fill="#f6b625"/>`;
    case 'noodle':
      return `<path d="M${x - s} ${y}q${n(s / 4)} -9 ${n(s / 2)} 0t${n(s / 2)} 0t${n(s / 2)} 0t${n(s / 2)} 0" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" ${rot}/>`;
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
      return `<rect x="${n(x - s)}" y="${n(y - 3)}" width="${2 * s}" height="7" rx="3.5" fill="${c}" ${rot}/>`;
    case 'swirl':
      return `<path d="M${x - s} ${y}a${s} ${s} 0 1 1 ${s} ${s}a${n(s / 2)} ${n(s / 2)} 0 1 1 0 ${-s}" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round" opacity=".8"/>`;
  }
}

const BOWL_WORDS =
  /soup|oats|pudding|parfait|curry|chili|stew|tagine|mousse|risotto|broth|bowl|miso|gazpacho|minestrone|crumble|pots|mussels/i;

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
    const colors = [...style.sectors].sort(() => r() - 0.5);
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
  style.foods.forEach((food, index) => {
    const count = between(r, food.count);
    const colors = index === 0 && accent && !base ? [accent, ...food.colors] : food.colors;
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
