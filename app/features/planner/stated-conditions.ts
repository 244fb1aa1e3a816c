// A condition a plan comment states ("I'm pregnant", "hamileyim", "أعمل بنظام المناوبة") is saved to
// the "other conditions" answer, where the screening reads it like one typed in the questionnaire:
// the rules of care apply to every plan, and the user sees it, and can undo it, in the questionnaire.
import { FOODS } from '~/features/nutrition';
import { questionByName } from '~/features/questionnaire/questions';
import type { LocaleCode } from '~/i18n/locales';
import { conditionsInText, readScreening, type ScreenedCondition } from './screening';
import { L, type Localized } from './text';
import type { AnswerMap } from './types';

/**
 * What the answer says, in the user's language: short, and read back by the screening's own words
 * (a test checks each), so the saved answer means what the comment meant.
 */
export const CONDITION_LABELS: Readonly<Record<ScreenedCondition, Localized>> = {
  pregnancy: L('pregnancy', 'hamilelik', 'embarazo', 'الحمل', 'بارداری'),
  breastfeeding: L('breastfeeding', 'emzirme', 'lactancia', 'رضاعة طبيعية', 'شیردهی'),
  kidney: L('kidney disease', 'böbrek hastalığı', 'enfermedad renal', 'مرض الكلى', 'بیماری کلیه'),
  heart: L('heart condition', 'kalp hastalığı', 'cardiopatía', 'مرض القلب', 'بیماری قلبی'),
  'eating-disorder': L(
    'eating disorder history',
    'yeme bozukluğu geçmişi',
    'trastorno alimentario previo',
    'اضطراب الأكل سابقًا',
    'سابقه اضطراب خوردن',
  ),
  fasting: L('Ramadan or religious fasting', 'oruç', 'ayuno religioso', 'صيام', 'روزه‌داری'),
  shifts: L('shift work', 'vardiyalı çalışma', 'trabajo por turnos', 'عمل بنظام مناوبة', 'کار شیفتی'),
};

const SEPARATOR = '[\\s,.;:!?،؛()]';
const foodNames = new Map<LocaleCode, RegExp>();

/** The comment with the foods it names taken out: "kidney beans" is a food, not kidney disease. */
function withoutFoodNames(comment: string, locale: LocaleCode): string {
  let names = foodNames.get(locale);
  if (!names) {
    const alternatives = [...new Set(FOODS.flatMap((food) => [...food.called[locale], ...food.called.en]))]
      .map((name) => name.toLocaleLowerCase(locale).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .sort((a, b) => b.length - a.length);
    names = new RegExp(`(?<=${SEPARATOR})(?:${alternatives.join('|')})(?=${SEPARATOR})`, 'gu');
    foodNames.set(locale, names);
  }
  return ` ${comment.toLocaleLowerCase(locale)} `.replace(names, ' ');
}

/** The conditions a comment states, in any of the five languages; a denied one ("not pregnant") is not. */
export function statedConditions(comment: string, locale: LocaleCode): ScreenedCondition[] {
  return conditionsInText(withoutFoodNames(comment, locale));
}

/**
 * The "other conditions" text with the stated conditions the answers do not already hold, or null
 * when they hold them all (or the text would pass its 500 characters).
 */
export function otherConditionsWith(
  answers: AnswerMap,
  stated: readonly ScreenedCondition[],
  locale: LocaleCode,
): string | null {
  const screening = readScreening(answers);
  const known: Record<ScreenedCondition, boolean> = {
    pregnancy: screening.pregnancy !== null,
    breastfeeding: screening.breastfeeding,
    kidney: screening.kidney !== null,
    heart: screening.heart,
    'eating-disorder': screening.eatingDisorder,
    fasting: screening.fasting !== null,
    shifts: screening.shifts !== null,
  };
  const added = stated.filter((condition) => !known[condition]).map((c) => CONDITION_LABELS[c][locale]);
  if (added.length === 0) return null;
  const before =
    answers.has_other_conditions?.[0] === true ? String(answers.other_conditions?.[0] ?? '') : '';
  const text = [before.trim(), ...added]
    .filter(Boolean)
    .join(locale === 'ar' || locale === 'fa' ? '، ' : ', ');
  const question = questionByName('other_conditions');
  const most = question?.answerType === 'text' ? question.maxLength : 0;
  return text.length <= most ? text : null;
}
