// The look of each kind of dish for scripts/generate-catalogue-images.ts: table colours, plate or
// bowl, sauce, and the foods on it, per catalogue category.

export type Shape =
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
// `accent`: this food takes the colour that the dish's name suggests (when the vessel has no sauce).
export type Food = {
  shape: Shape;
  colors: string[];
  count: [number, number];
  size: [number, number];
  accent?: boolean;
};
export type Style = { tables: string[]; bowl: boolean; bases: string[]; sectors?: string[]; foods: Food[] };

const GREENS = ['#4f9a3a', '#6db33f', '#3f7f2f', '#8cc152'];
const REDS = ['#e2452f', '#d7335a', '#c0392b'];
const BERRIES = ['#3b4fa0', '#d7335a', '#7b2d6b', '#c0392b'];
const BROWNS = ['#8a4b2a', '#6e3b22', '#a0522d'];
const GOLDS = ['#d9a441', '#c98a3b', '#e0b04f'];
const VEG = ['#e2452f', '#f2b631', '#6db33f', '#f08a3c', '#8a4f9e'];
const CREAM = ['#f7efd9', '#f3e6c4', '#fbf6ea'];

const f = (
  shape: Shape,
  colors: string[],
  count: [number, number],
  size: [number, number],
  accent = false,
): Food => ({ shape, colors, count, size, accent });

export const STYLES: Record<string, Style> = {
  breakfast: {
    tables: ['#fdf1d6', '#f9e4c8', '#eef3e2'],
    bowl: false,
    bases: [],
    foods: [
      f('egg', ['#fff'], [1, 2], [28, 32]),
      f('toast', ['#c98a4b', '#b97a3e'], [1, 1], [34, 38]),
      f('leaf', ['#9cc65a', '#8cbf4a'], [3, 4], [17, 20], true),
      f('round', BERRIES, [5, 8], [8, 10]),
    ],
  },
  salad: {
    tables: ['#e6f2df', '#f1f6e8', '#fff4e0'],
    bowl: true,
    bases: ['#cfe5a8'],
    foods: [
      f('leaf', GREENS, [10, 13], [20, 26]),
      f('slice', ['#e2452f', '#7fb25a', '#f2d43a'], [3, 5], [12, 15], true),
      f('round', ['#3a2f3a', '#6b8e23'], [2, 4], [7, 8]),
      f('cube', ['#fbfaf3'], [2, 3], [13, 15]),
    ],
  },
  soup: {
    tables: ['#f3e7dc', '#e9eef3', '#f6ecd8'],
    bowl: true,
    bases: ['#e07b39', '#d9412b', '#e0b04f', '#7aa84a'],
    foods: [
      f('swirl', ['#fffaf0'], [1, 1], [26, 34]),
      f('cube', ['#e0b04f', '#f3e6c4'], [3, 5], [11, 14]),
      f('leaf', GREENS, [5, 8], [9, 12]),
    ],
  },
  poultry: {
    tables: ['#f5ead7', '#eaf1f6', '#f4e9e1'],
    bowl: false,
    bases: [],
    foods: [
      f('fillet', GOLDS, [1, 2], [40, 46]),
      f('leaf', GREENS, [4, 6], [16, 20]),
      f('round', REDS, [3, 5], [9, 11], true),
    ],
  },
  seafood: {
    tables: ['#e3eff6', '#e6f2f0', '#f0f4f8'],
    bowl: false,
    bases: [],
    foods: [
      f('fillet', ['#f08a6a', '#f4a582', '#f3ead6'], [1, 1], [46, 52], true),
      f('slice', ['#f2d43a'], [1, 2], [16, 18]),
      f('strip', ['#7aa84a', '#5f9a3f'], [4, 6], [18, 22]),
      f('leaf', GREENS, [3, 4], [10, 13]),
    ],
  },
  vegetarian: {
    tables: ['#f4f0e1', '#eef4e4', '#fbeee6'],
    bowl: false,
    bases: ['#f3e6c4', '#e6c98f'],
    foods: [
      f('round', VEG, [7, 10], [12, 16], true),
      f('cube', ['#fbfaf3', '#f6e7b0'], [3, 4], [13, 16]),
      f('leaf', GREENS, [3, 5], [14, 18]),
    ],
  },
  vegan: {
    tables: ['#eaf3e2', '#f6efe0', '#e8eef0'],
    bowl: true,
    bases: ['#e8d9b8'],
    sectors: ['#f08a3c', '#8a4f9e', '#6db33f', '#e8d9b8', '#d9a441', '#e2452f'],
    foods: [f('round', ['#e6c98f', '#d9a441'], [5, 7], [9, 11]), f('leaf', GREENS, [4, 6], [10, 13])],
  },
  grain: {
    tables: ['#fbf0dc', '#f2ece2', '#eef2e6'],
    bowl: false,
    bases: ['#d9412b', '#e6c98f', '#6b9a3a'],
    foods: [
      f('noodle', ['#f0d27a', '#e8c46a', '#d9b25a'], [7, 9], [34, 42]),
      f('leaf', GREENS, [3, 4], [11, 14]),
      f('round', REDS, [2, 4], [9, 11]),
    ],
  },
  meat: {
    tables: ['#f3e4d7', '#efe7de', '#e9ece6'],
    bowl: false,
    bases: [],
    foods: [
      f('fillet', BROWNS, [1, 2], [42, 48]),
      f('strip', ['#5f9a3f', '#7aa84a'], [4, 6], [18, 21]),
      f('floret', GREENS, [2, 3], [16, 19], true),
      f('round', REDS, [2, 3], [9, 11]),
    ],
  },
  dessert: {
    tables: ['#fbe9ee', '#f5ecf7', '#fdf3e3'],
    bowl: true,
    bases: CREAM,
    foods: [
      f('wedge', ['#f5a35c', '#d8c46a', '#c8453a'], [0, 3], [40, 48], true),
      f('round', BERRIES, [7, 11], [9, 12]),
      f('leaf', ['#4caf50'], [2, 3], [11, 13]),
    ],
  },
  side: {
    tables: ['#eef4e4', '#f6f1e4', '#e7f0ee'],
    bowl: false,
    bases: [],
    foods: [
      f('floret', GREENS, [3, 6], [18, 22], true),
      f('strip', ['#5f9a3f', '#7aa84a', '#3f7f2f'], [4, 7], [20, 24]),
      f('slice', ['#f2d43a', '#e2452f'], [1, 2], [13, 15]),
    ],
  },
};

// A dish's name colours its main food: a tomato soup is red, a spinach soup green.
export const ACCENTS: [RegExp, string][] = [
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

export function styleFor(category: string): Style {
  const c = category.toLowerCase();
  const key =
    ['breakfast', 'salad', 'soup', 'poultry', 'seafood', 'vegetarian', 'vegan', 'dessert', 'side'].find((k) =>
      c.includes(k),
    ) ??
    (/pasta|grain|rice|noodle/.test(c) ? 'grain' : /beef|lamb|meat|pork/.test(c) ? 'meat' : 'vegetarian');
  return STYLES[key] ?? STYLES.vegetarian!;
}

// Dishes served in a bowl whatever their category.
export const BOWL_WORDS =
  /soup|oats|pudding|parfait|curry|chili|stew|tagine|mousse|risotto|broth|bowl|miso|gazpacho|minestrone|crumble|pots|mussels/i;
