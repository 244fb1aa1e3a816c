import type { Food } from '../types';
import { food } from './define';

export const eggs: readonly Food[] = [
  food({
    id: 'boiled-egg',
    fdcId: 173424,
    group: 'egg',
    per100g: [155, 12.58, 10.61, 1.12, 0, 1.12],
    glycaemicIndex: null,
    name: {
      en: 'Boiled egg',
      tr: 'Haşlanmış yumurta',
      es: 'Huevo cocido',
      ar: 'بيض مسلوق',
      fa: 'تخم‌مرغ آب‌پز',
    },
    servings: { piece: 50 },
    tags: ['vegetarian', 'egg'],
    roles: ['breakfast', 'snack'],
  }),
  food({
    id: 'fried-egg',
    fdcId: 173423,
    group: 'egg',
    per100g: [196, 13.61, 14.84, 0.83, 0, 0.4],
    glycaemicIndex: null,
    name: { en: 'Fried egg', tr: 'Sahanda yumurta', es: 'Huevo frito', ar: 'بيض مقلي', fa: 'نیمرو' },
    servings: { piece: 46 },
    tags: ['vegetarian', 'egg'],
    roles: ['breakfast'],
  }),
  food({
    id: 'scrambled-eggs',
    fdcId: 172187,
    group: 'egg',
    per100g: [149, 9.99, 10.98, 1.61, 0, 1.39],
    glycaemicIndex: null,
    name: {
      en: 'Scrambled eggs',
      tr: 'Çırpılmış yumurta',
      es: 'Huevos revueltos',
      ar: 'بيض مخفوق مطهو',
      fa: 'تخم‌مرغ هم‌زده',
    },
    servings: { cup: 220, serving: 61 },
    // USDA's scrambled egg is made with milk.
    tags: ['vegetarian', 'egg', 'lactose'],
    roles: ['breakfast'],
  }),
  food({
    id: 'whole-egg',
    fdcId: 171287,
    group: 'egg',
    per100g: [143, 12.56, 9.51, 0.72, 0, 0.37],
    glycaemicIndex: null,
    name: {
      en: 'Egg, whole (raw weight, for cooking)',
      tr: 'Yumurta (çiğ ağırlık, pişirmek için)',
      es: 'Huevo entero (peso crudo, para cocinar)',
      ar: 'بيضة كاملة (الوزن نيئة للطهي)',
      fa: 'تخم\u200cمرغ کامل (وزن خام برای پخت)',
    },
    servings: { piece: 50 },
    tags: ['vegetarian', 'egg'],
    roles: ['breakfast', 'main'],
  }),
];
