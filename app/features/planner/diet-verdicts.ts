import { questionByName } from '~/features/questionnaire/questions';
import type { LocaleCode } from '~/i18n/locales';
import { foodLabel } from './comments/understand';
import { DAY_PARTS } from './day-parts';
import { keptOutBecause, matchesTarget, type KeptOut } from './diet-context';
import type { DietResult } from './diet';
import type { Library } from './library';
import { fill, formatNumber, L, type Localized } from './text';
import type { CommentIntent } from './types';

const KEPT_FOOD = L(
  '{x}: kept out by {why}.',
  '{why} nedeniyle {x} planda yok.',
  '{x} queda fuera por {why}.',
  '{x} خارج الخطة بسبب {why}.',
  '{x} به دلیل {why} در برنامه نیست.',
);

const WHY: Record<KeptOut, Localized> = {
  allergy: L('your allergy', 'alerjiniz', 'tu alergia', 'حساسيتك', 'حساسیت شما'),
  diet: L('your diet', 'diyetiniz', 'tu dieta', 'نظامك الغذائي', 'رژیم غذایی شما'),
  genes: L(
    'your gene results',
    'gen sonuçlarınız',
    'tus resultados genéticos',
    'نتائج جيناتك',
    'نتایج ژنتیکی شما',
  ),
  care: L(
    'a rule of care',
    'bir bakım kuralı',
    'una norma de cuidado',
    'قاعدة رعاية صحية',
    'یک قاعده مراقبتی',
  ),
  diabetes: L('diabetes care', 'diyabet bakımı', 'el cuidado de la diabetes', 'رعاية السكري', 'مراقبت دیابت'),
  comment: L('as you asked', 'istediğiniz gibi', 'como pediste', 'كما طلبت', 'طبق خواسته شما'),
};

/** No rule held the day: its meals, one day repeated, leave no more room. */
const BALANCE = L("the day's balance", 'günün dengesi', 'el equilibrio del día', 'توازن اليوم', 'تعادل روز');

/** The order a reason is named in when several keep a food out: the user's own answers first. */
const PRIORITY: readonly KeptOut[] = ['allergy', 'diet', 'care', 'diabetes', 'genes', 'comment'];

const KEPT_ENERGY = L(
  'Meals keep their size: less would be under what is safe for you.',
  'Öğünler aynı kalıyor: daha azı sizin için güvenli değil.',
  'Las comidas no cambian: menos no sería seguro para ti.',
  'تبقى الوجبات كما هي: الأقل ليس آمنًا لك.',
  'وعده‌ها همان می‌مانند: کمتر از این برای شما ایمن نیست.',
);

const KEPT_NUTRIENT = {
  carbohydrate: L(
    'Carbohydrate stays near {n} g a day: {why}.',
    'Karbonhidrat günde yaklaşık {n} g kalıyor: {why}.',
    'Los carbohidratos siguen en unos {n} g al día: {why}.',
    'تبقى الكربوهيدرات نحو {n} غ يوميًا: {why}.',
    'کربوهیدرات حدود {n} گرم در روز می‌ماند: {why}.',
  ),
  protein: L(
    'Protein stays near {n} g a day: {why}.',
    'Protein günde yaklaşık {n} g kalıyor: {why}.',
    'La proteína sigue en unos {n} g al día: {why}.',
    'يبقى البروتين نحو {n} غ يوميًا: {why}.',
    'پروتئین حدود {n} گرم در روز می‌ماند: {why}.',
  ),
};

/** Grams of a nutrient in the planned day. */
function dayGrams(result: DietResult, nutrient: 'carbohydrate' | 'protein', library: Library): number {
  const byId = new Map(library.foods.map((food) => [food.id, food]));
  return result.meals
    .flatMap((meal) => meal.foods)
    .reduce((sum, planned) => {
      const food = planned.id ? byId.get(planned.id) : undefined;
      const grams = planned.ingredients[0]?.amount_value ?? 0;
      return sum + (food ? (food.per100g[nutrient] * grams) / 100 : 0);
    }, 0);
}

const NO_PRICES = L(
  'I cannot plan by price: the food table has no prices. Nothing changed.',
  'Fiyata göre planlayamıyorum: besin tablosunda fiyat yok. Hiçbir şey değişmedi.',
  'No puedo planificar por precio: la tabla de alimentos no tiene precios. Nada cambió.',
  'لا أستطيع التخطيط حسب السعر: جدول الأطعمة بلا أسعار. لم يتغير شيء.',
  'نمی‌توانم بر اساس قیمت برنامه بریزم: جدول غذاها قیمت ندارد. چیزی تغییر نکرد.',
);

const FIXED_PARTS = L(
  '{part} is {start}:00-{end}:00 in every plan; eat it when it suits you. Nothing changed.',
  '{part} her planda {start}:00-{end}:00 arası; size uyan saatte yiyin. Hiçbir şey değişmedi.',
  '{part} es de {start}:00 a {end}:00 en todo plan; cómela cuando te venga bien. Nada cambió.',
  '{part} من {start}:00 إلى {end}:00 في كل خطة؛ تناولها حين يناسبك. لم يتغير شيء.',
  '{part} در همه برنامه‌ها {start}:00 تا {end}:00 است؛ هر وقت خواستید بخورید. چیزی تغییر نکرد.',
);

const SAVED_ALLERGY = L(
  'Saved in your answers: allergy to {x}.',
  'Yanıtlarınıza kaydedildi: {x} alerjisi.',
  'Guardado en tus respuestas: alergia a {x}.',
  'حُفظ في إجاباتك: حساسية {x}.',
  'در پاسخ‌های شما ثبت شد: حساسیت به {x}.',
);

function allergyLabel(allergy: string, locale: LocaleCode): string {
  const question = questionByName('allergies');
  const option =
    question?.answerType === 'select' ? question.options.find((o) => o.en === allergy) : undefined;
  return (option?.[locale] ?? allergy).toLocaleLowerCase(locale);
}

/** Why no food a wish names may be planned, or null when one may. */
function keptReason(target: Parameters<typeof matchesTarget>[1], result: DietResult, library: Library) {
  const named = library.foods.filter((food) => matchesTarget(food, target));
  const reasons = named.map((food) => keptOutBecause(food, result.context));
  if (named.length === 0 || reasons.includes(null)) return null;
  return PRIORITY.find((reason) => reasons.includes(reason)) ?? null;
}

/**
 * What the last comment asked of the diet that the plan did not do, and the notes the reply gives:
 * a food a safety rule or the user's own answers keep out, a lighter day under the safe energy, an
 * allergy saved in the answers. A reply never claims a change that did not happen.
 */
export function dietVerdicts(
  intents: readonly CommentIntent[],
  { result, baseline }: { result: DietResult; baseline: DietResult },
  library: Library,
  locale: LocaleCode,
): { kept: Set<CommentIntent>; notes: string[] } {
  const kept = new Set<CommentIntent>();
  const notes: string[] = [];
  const saved: string[] = [];
  for (const intent of intents) {
    if (intent.kind === 'prefer-food' || intent.kind === 'allow-food') {
      const reason = keptReason(intent.target, result, library);
      if (reason === null || reason === 'comment') continue;
      kept.add(intent);
      const note = fill(KEPT_FOOD, locale, { x: foodLabel(intent.target, locale), why: WHY[reason][locale] });
      notes.push(note.charAt(0).toLocaleUpperCase(locale) + note.slice(1));
    } else if (intent.kind === 'meal-size' && intent.change === 'lighter' && !intent.part) {
      if (result.targetKcal < Math.round(result.energy.targetKcal / 10) * 10) continue;
      kept.add(intent);
      notes.push(KEPT_ENERGY[locale]);
    } else if (intent.kind === 'nutrient') {
      const now = dayGrams(result, intent.nutrient, library);
      const before = dayGrams(baseline, intent.nutrient, library);
      // A change under 5 % is no change a person would notice: the bands of care held the day.
      if (intent.change === 'less' ? now <= before * 0.95 : now >= before * 1.05) continue;
      kept.add(intent);
      const { context } = result;
      const why =
        intent.nutrient === 'carbohydrate'
          ? context.diabetes
            ? WHY.diabetes
            : context.limits.minCarbohydrate !== null
              ? WHY.care
              : BALANCE
          : context.limits.maxProteinPerKg !== null
            ? WHY.care
            : BALANCE;
      notes.push(
        fill(KEPT_NUTRIENT[intent.nutrient], locale, { n: formatNumber(Math.round(now)), why: why[locale] }),
      );
    } else if (intent.kind === 'price') {
      notes.push(NO_PRICES[locale]);
    } else if (intent.kind === 'meal-time') {
      const part = DAY_PARTS.find((dayPart) => dayPart.part === intent.part)!;
      notes.push(fill(FIXED_PARTS, locale, { part: part.name[locale], start: part.start, end: part.end }));
    } else if (intent.kind === 'allergy') {
      saved.push(fill(SAVED_ALLERGY, locale, { x: allergyLabel(intent.allergy, locale) }));
    }
  }
  return { kept, notes: [...notes, ...saved] };
}
