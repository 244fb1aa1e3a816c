// The published figures the rules of care (guardrails.ts) and the planner use, each with its source.

/** Daily upper limits (IOM Dietary Reference Intakes: vitamin A 2001, selenium 2000), µg. */
export const UPPER_LIMITS = { vitaminA: 3000, selenium: 400 } as const;

/** Extra energy a day by trimester (Institute of Medicine, Dietary Reference Intakes for Energy, 2005). */
export const PREGNANCY_EXTRA_KCAL = { 1: 0, 2: 340, 3: 452 } as const;
/** Extra energy a day while breastfeeding in the first six months (IOM 2005: 500 kcal less 170 from stores). */
export const BREASTFEEDING_EXTRA_KCAL = 330;
/** Least carbohydrate a day (IOM 2005 RDA; ADA Standards of Care 2025, section 15): 175 g pregnant, 210 g breastfeeding. */
export const PREGNANCY_MIN_CARBOHYDRATE = 175;
export const BREASTFEEDING_MIN_CARBOHYDRATE = 210;
/**
 * Protein a day, g per kg of body weight, where no kidney rule sets it: 1.0 to 1.6 (ADA Standards of
 * Care 2025, section 5: usual intakes of 1-1.5 g/kg serve diabetes without kidney disease; no gain
 * past 1.6, Morton et al., Br J Sports Med 2018); at least 1.2 from 65 (PROT-AGE, Bauer et al.,
 * JAMDA 2013), 1.1 in pregnancy and 1.3 while breastfeeding (IOM Dietary Reference Intakes, 2005).
 */
export const PROTEIN_PER_KG = {
  low: 1.0,
  high: 1.6,
  older: 1.2,
  pregnancy: 1.1,
  breastfeeding: 1.3,
} as const;
/** EFSA Scientific Opinion on the safety of caffeine (2015): up to 200 mg a day pregnant or breastfeeding, 400 mg otherwise. */
export const CAFFEINE_LIMIT_MG = { usual: 400, pregnancy: 200 } as const;
/**
 * Liver (vitamin A, teratogenic in excess) and the fish the FDA/EPA Advice about Eating Fish (2021)
 * lists as "choices to avoid", by id fragment, with the words that name them in the five languages
 * (a remote model's dish is checked by its name).
 */
export const PREGNANCY_EXCLUDED: Readonly<Record<string, readonly string[]>> = {
  liver: ['liver', 'ciğer', 'hígado', 'higado', 'كبد', 'كبدة', 'جگر'],
  swordfish: ['swordfish', 'kılıç balığı', 'pez espada', 'أبو سيف', 'اره ماهی', 'شمشیر ماهی'],
  shark: ['shark', 'köpek balığı', 'tiburón', 'cazón', 'قرش', 'کوسه'],
  'king-mackerel': ['king mackerel', 'carite', 'kral uskumru', 'الماكريل الملكي', 'شاه ماهی خال‌مخالی'],
  tilefish: ['tilefish', 'blanquillo', 'سمك القرميد'],
  marlin: ['marlin', 'marlín', 'مرلين', 'نیزه ماهی'],
  'orange-roughy': ['orange roughy', 'reloj anaranjado', 'برتقالي خشن'],
  'bigeye-tuna': ['bigeye tuna', 'patudo', 'iri gözlü ton', 'تونة كبيرة العين', 'تن چشم درشت'],
};
