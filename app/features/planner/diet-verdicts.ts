import { questionByName } from '~/features/questionnaire/questions';
import type { LocaleCode } from '~/i18n/locales';
import { foodLabel } from './comments/understand';
import { keptOutBecause, matchesTarget, type KeptOut } from './diet-context';
import type { DietResult } from './diet';
import type { Library } from './library';
import { fill, L, type Localized } from './text';
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

/** The order a reason is named in when several keep a food out: the user's own answers first. */
const PRIORITY: readonly KeptOut[] = ['allergy', 'diet', 'care', 'diabetes', 'genes', 'comment'];

const KEPT_ENERGY = L(
  'Meals keep their size: less would be under what is safe for you.',
  'Öğünler aynı kalıyor: daha azı sizin için güvenli değil.',
  'Las comidas no cambian: menos no sería seguro para ti.',
  'تبقى الوجبات كما هي: الأقل ليس آمنًا لك.',
  'وعده‌ها همان می‌مانند: کمتر از این برای شما ایمن نیست.',
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
  result: DietResult,
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
    } else if (intent.kind === 'allergy') {
      saved.push(fill(SAVED_ALLERGY, locale, { x: allergyLabel(intent.allergy, locale) }));
    }
  }
  return { kept, notes: [...notes, ...saved] };
}
