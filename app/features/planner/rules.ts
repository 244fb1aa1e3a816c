import type { HealthProfile, MicrobiomeLevel, VariantTrait } from '~/features/lab-tests/types';
import type { FoodGroup, FoodTag } from '~/features/nutrition/types';
import { L, type Localized } from './text';

/**
 * How a genetic trait or a gut level shapes the diet. Sources: LCT −13910 C/C and lactase
 * non-persistence (Enattah et al., Nat Genet 2002); APOE ε4 and saturated fat (Lopez-Miranda et al.,
 * 1994; Masson et al., Am J Clin Nutr 2003); MTHFR 677TT and folate (Jacques et al., Circulation
 * 1996); CYP1A2 slow metabolisers and coffee (Cornelis et al., JAMA 2006); TCF7L2 and carbohydrate
 * quality (Cornelis et al., 2009); fibre, fermented foods and Bifidobacterium / Faecalibacterium
 * (So et al., Am J Clin Nutr 2018; Wastyk et al., Cell 2021; Benus et al., Br J Nutr 2010).
 */
export type DietRule = {
  key: string;
  exclude: FoodTag[];
  prefer: FoodTag[];
  preferGroups: FoodGroup[];
  /** Favour a low glycaemic load and drop sweets. */
  lowGlycaemicLoad: boolean;
  /** Groups where a rule that only excludes shows its reason (lactose-free dairy, caffeine-free drinks). */
  showOn: FoodGroup[];
  /** Shown beside a food this rule chose, and in the insight. */
  reason: Localized;
  /** The plan choice in a few words, for the insight. */
  choice: Localized;
};

const rule = (key: string, parts: Partial<DietRule> & Pick<DietRule, 'reason' | 'choice'>): DietRule => ({
  key,
  exclude: [],
  prefer: [],
  preferGroups: [],
  showOn: [],
  lowGlycaemicLoad: false,
  ...parts,
});

export const TRAIT_RULES: Partial<Record<VariantTrait, DietRule>> = {
  'lactose-intolerance': rule('lactose-intolerance', {
    exclude: ['lactose'],
    showOn: ['dairy'],
    reason: L(
      'Lactose-free, for your lactase (LCT) genotype',
      'Laktozsuz, laktaz (LCT) genotipiniz için',
      'Sin lactosa, por tu genotipo de lactasa (LCT)',
      'خالٍ من اللاكتوز، بسبب نمطك الجيني للاكتاز (LCT)',
      'بدون لاکتوز، به خاطر ژنوتیپ لاکتاز (LCT) شما',
    ),
    choice: L('No lactose', 'Laktoz yok', 'Sin lactosa', 'بلا لاكتوز', 'بدون لاکتوز'),
  }),
  'saturated-fat-sensitivity': rule('saturated-fat', {
    exclude: ['red-meat', 'pork'],
    preferGroups: ['fish', 'legume'],
    reason: L(
      'Low in saturated fat, for your APOE variant',
      'Doymuş yağı az, APOE varyantınız için',
      'Baja en grasa saturada, por tu variante APOE',
      'قليل الدهون المشبعة، بسبب متغير APOE لديك',
      'کم‌چربی اشباع، به خاطر واریانت APOE شما',
    ),
    choice: L(
      'Less saturated fat: no red meat',
      'Daha az doymuş yağ: kırmızı et yok',
      'Menos grasa saturada: sin carne roja',
      'دهون مشبعة أقل: بلا لحوم حمراء',
      'چربی اشباع کمتر: بدون گوشت قرمز',
    ),
  }),
  'cardiovascular-lipid-risk': rule('lipids', {
    exclude: ['red-meat', 'pork'],
    prefer: ['high-fibre', 'whole-grain'],
    preferGroups: ['fish', 'legume', 'nut-seed'],
    reason: L(
      'Heart-friendly fats and fibre, for your lipid variant',
      'Kalp dostu yağ ve lif, lipid varyantınız için',
      'Grasas cardiosaludables y fibra, por tu variante lipídica',
      'دهون صحية للقلب وألياف، بسبب متغير الدهون لديك',
      'چربی سالم و فیبر، به خاطر واریانت چربی خون شما',
    ),
    choice: L(
      'Fish, legumes and fibre instead of red meat',
      'Kırmızı et yerine balık, baklagil ve lif',
      'Pescado, legumbres y fibra en lugar de carne roja',
      'سمك وبقوليات وألياف بدل اللحوم الحمراء',
      'ماهی، حبوبات و فیبر به جای گوشت قرمز',
    ),
  }),
  'folate-metabolism': rule('folate', {
    prefer: ['folate-rich'],
    reason: L(
      'Rich in folate, for your MTHFR genotype',
      'Folat açısından zengin, MTHFR genotipiniz için',
      'Rico en folato, por tu genotipo MTHFR',
      'غني بالفولات، بسبب نمطك الجيني MTHFR',
      'سرشار از فولات، به خاطر ژنوتیپ MTHFR شما',
    ),
    choice: L(
      'Folate-rich foods',
      'Folattan zengin besinler',
      'Alimentos ricos en folato',
      'أطعمة غنية بالفولات',
      'غذاهای سرشار از فولات',
    ),
  }),
  'caffeine-slow-metabolism': rule('caffeine', {
    exclude: ['caffeine'],
    showOn: ['beverage'],
    reason: L(
      'Caffeine-free, for your slow CYP1A2 caffeine metabolism',
      'Kafeinsiz, yavaş CYP1A2 kafein metabolizmanız için',
      'Sin cafeína, por tu metabolismo lento de cafeína (CYP1A2)',
      'خالٍ من الكافيين، لبطء استقلاب الكافيين (CYP1A2) لديك',
      'بدون کافئین، به خاطر متابولیسم کند کافئین (CYP1A2)',
    ),
    choice: L('No caffeine', 'Kafein yok', 'Sin cafeína', 'بلا كافيين', 'بدون کافئین'),
  }),
  'type2-diabetes-risk': rule('t2d-gene', {
    lowGlycaemicLoad: true,
    prefer: ['whole-grain'],
    reason: L(
      'Low glycaemic load, for your diabetes-risk variant',
      'Düşük glisemik yük, diyabet riski varyantınız için',
      'Baja carga glucémica, por tu variante de riesgo de diabetes',
      'حمل سكري منخفض، بسبب متغير خطر السكري لديك',
      'بار قندی کم، به خاطر واریانت خطر دیابت شما',
    ),
    choice: L(
      'Low glycaemic load',
      'Düşük glisemik yük',
      'Baja carga glucémica',
      'حمل سكري منخفض',
      'بار قندی کم',
    ),
  }),
  'obesity-risk': rule('obesity-gene', {
    prefer: ['high-fibre'],
    reason: L(
      'High in fibre to keep you full, for your FTO variant',
      'Tok tutan lif, FTO varyantınız için',
      'Rica en fibra para saciar, por tu variante FTO',
      'غني بالألياف ليشبعك، بسبب متغير FTO لديك',
      'پرفیبر برای سیری، به خاطر واریانت FTO شما',
    ),
    choice: L(
      'Filling, high-fibre foods',
      'Tok tutan lifli besinler',
      'Alimentos saciantes ricos en fibra',
      'أطعمة مشبعة غنية بالألياف',
      'غذاهای سیرکننده و پرفیبر',
    ),
  }),
};

const fibreAndFermented = (genus: string) =>
  rule(`gut-${genus}`, {
    prefer: ['fermented', 'probiotic', 'high-fibre', 'whole-grain'],
    reason: L(
      `Fermented or high in fibre, to feed your low ${genus}`,
      `Fermente ya da lifli, düşük ${genus} düzeyiniz için`,
      `Fermentado o rico en fibra, para tu ${genus} bajo`,
      `مخمّر أو غني بالألياف، لدعم ${genus} المنخفضة لديك`,
      `تخمیری یا پرفیبر، برای ${genus} پایین شما`,
    ),
    choice: L(
      'More fermented and high-fibre foods',
      'Daha çok fermente ve lifli besin',
      'Más alimentos fermentados y ricos en fibra',
      'مزيد من الأطعمة المخمرة والغنية بالألياف',
      'غذاهای تخمیری و پرفیبر بیشتر',
    ),
  });

const fibreOnly = (genus: string) =>
  rule(`gut-${genus}`, {
    prefer: ['high-fibre', 'whole-grain'],
    preferGroups: ['legume', 'vegetable'],
    reason: L(
      `High in fibre, to feed your low ${genus}`,
      `Lifli, düşük ${genus} düzeyiniz için`,
      `Rico en fibra, para tu ${genus} bajo`,
      `غني بالألياف، لدعم ${genus} المنخفضة لديك`,
      `پرفیبر، برای ${genus} پایین شما`,
    ),
    choice: L(
      'More fibre: legumes, vegetables, whole grains',
      'Daha çok lif: baklagil, sebze, tam tahıl',
      'Más fibra: legumbres, verduras, cereales integrales',
      'ألياف أكثر: بقوليات وخضار وحبوب كاملة',
      'فیبر بیشتر: حبوبات، سبزی‌ها، غلات کامل',
    ),
  });

/** Genera whose low level the diet answers; Lactobacillus and Bifidobacterium with fermented foods too. */
const GUT_RULES: Readonly<Record<string, (genus: string) => DietRule>> = {
  Bifidobacterium: fibreAndFermented,
  Lactobacillus: fibreAndFermented,
  Faecalibacterium: fibreOnly,
  Roseburia: fibreOnly,
  Akkermansia: fibreOnly,
  Prevotella: fibreOnly,
};

export function gutRuleOf(level: MicrobiomeLevel): DietRule | null {
  if (level.rank !== 'Genus' || level.status !== 'low') return null;
  return GUT_RULES[level.name]?.(level.name) ?? null;
}

/** The variants' rules, once each, in trait order, with the variant that carries them. */
export function traitRulesOf(health: HealthProfile): { rule: DietRule; variant: string }[] {
  const seen = new Set<string>();
  const found: { rule: DietRule; variant: string }[] = [];
  for (const variant of health.genetic.variants) {
    for (const trait of variant.traits) {
      const traitRule = TRAIT_RULES[trait];
      if (!traitRule || seen.has(traitRule.key)) continue;
      seen.add(traitRule.key);
      found.push({ rule: traitRule, variant: variant.raw });
    }
  }
  return found;
}

export function healthRulesOf(health: HealthProfile): DietRule[] {
  const rules = traitRulesOf(health).map((found) => found.rule);
  for (const level of health.microbiome.levels) {
    const gutRule = gutRuleOf(level);
    if (gutRule && !rules.some((r) => r.key === gutRule.key)) rules.push(gutRule);
  }
  return rules;
}
