import type { Localized } from '~/features/questionnaire/questions/types';
import type { MicrobiomeLevel } from './types';

/**
 * Genera that studies of healthy adults tie to good health: the butyrate producers Faecalibacterium
 * and Roseburia (Miquel S et al., Curr Opin Microbiol 2013;16:255–261), the mucus-layer Akkermansia
 * (Depommier C et al., Nat Med 2019;25:1096–1103) and the lactic-acid bacteria Bifidobacterium and
 * Lactobacillus. More of them is never a concern, and less of them is a note about food, never a
 * disease: fibre raises Bifidobacterium and Lactobacillus (So D et al., Am J Clin Nutr
 * 2018;107:965–983) and fermented foods raise diversity (Wastyk HC et al., Cell 2021;184:4137–4153).
 * No single stool sample diagnoses anything: healthy people differ widely and a person's own levels
 * change from week to week (The Human Microbiome Project Consortium, Nature 2012;486:207–214;
 * Falony G et al., Science 2016;352:560–564).
 */
export const BENEFICIAL_GENERA: readonly string[] = [
  'Bifidobacterium',
  'Faecalibacterium',
  'Akkermansia',
  'Lactobacillus',
  'Roseburia',
];

const NOTES = {
  lowBeneficial: {
    en: 'A low level of this beneficial genus is common and not a disease; fibre-rich foods (legumes, whole grains, vegetables) and fermented foods such as yoghurt or kefir tend to support it.',
    tr: 'Bu yararlı cinsin düşük düzeyde olması yaygındır ve bir hastalık değildir; lifli besinler (baklagiller, tam tahıllar, sebzeler) ve yoğurt ya da kefir gibi fermente besinler onu destekleme eğilimindedir.',
    es: 'Un nivel bajo de este género beneficioso es frecuente y no es una enfermedad; los alimentos ricos en fibra (legumbres, cereales integrales, verduras) y los fermentados como el yogur o el kéfir suelen favorecerlo.',
    ar: 'انخفاض مستوى هذا الجنس المفيد شائع وليس مرضًا؛ الأطعمة الغنية بالألياف (البقول والحبوب الكاملة والخضار) والأطعمة المخمرة مثل الزبادي أو الكفير تميل إلى دعمه.',
    fa: 'پایین بودن این جنس مفید رایج است و بیماری نیست؛ غذاهای پرفیبر (حبوبات، غلات کامل، سبزی‌ها) و غذاهای تخمیری مانند ماست یا کفیر معمولاً به آن کمک می‌کنند.',
  },
  highBeneficial: {
    en: 'A high level of this beneficial genus is not a concern.',
    tr: 'Bu yararlı cinsin yüksek düzeyde olması endişe verici değildir.',
    es: 'Un nivel alto de este género beneficioso no es motivo de preocupación.',
    ar: 'ارتفاع مستوى هذا الجنس المفيد لا يدعو للقلق.',
    fa: 'بالا بودن این جنس مفید جای نگرانی ندارد.',
  },
  outside: {
    en: 'Gut levels vary widely between healthy people and from week to week; one stool sample outside a range is not a diagnosis.',
    tr: 'Bağırsak düzeyleri sağlıklı insanlar arasında ve haftadan haftaya çok değişir; aralık dışındaki tek bir dışkı örneği bir tanı değildir.',
    es: 'Los niveles intestinales varían mucho entre personas sanas y de una semana a otra; una sola muestra de heces fuera de rango no es un diagnóstico.',
    ar: 'تتفاوت مستويات بكتيريا الأمعاء كثيرًا بين الأصحاء ومن أسبوع لآخر؛ عينة براز واحدة خارج النطاق ليست تشخيصًا.',
    fa: 'سطح باکتری‌های روده بین افراد سالم و از هفته‌ای به هفته دیگر بسیار متفاوت است؛ یک نمونه مدفوع خارج از محدوده، تشخیص بیماری نیست.',
  },
} satisfies Record<string, Localized>;

export const isBeneficialGenus = (level: Pick<MicrobiomeLevel, 'rank' | 'name'>) =>
  level.rank === 'Genus' && BENEFICIAL_GENERA.includes(level.name);

/**
 * What to say about a level outside its range, for the insight: a food note for a low beneficial
 * genus, "not a concern" for a high one, and otherwise that one sample diagnoses nothing. Null
 * within the range. A gut level is never a disease threat.
 */
export function gutNoteOf(level: Pick<MicrobiomeLevel, 'rank' | 'name' | 'status'>): Localized | null {
  if (level.status === 'normal') return null;
  if (!isBeneficialGenus(level)) return NOTES.outside;
  return level.status === 'low' ? NOTES.lowBeneficial : NOTES.highBeneficial;
}
