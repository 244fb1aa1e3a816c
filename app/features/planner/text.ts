import type { Localized } from '~/features/questionnaire/questions/types';
import { questionByName } from '~/features/questionnaire/questions';
import type { LocaleCode } from '~/i18n/locales';
import type { Weekday } from './profile';

export type { Localized };

/** A text in the five languages, in the order en, tr, es, ar, fa. */
export const L = (en: string, tr: string, es: string, ar: string, fa: string): Localized => ({
  en,
  tr,
  es,
  ar,
  fa,
});

/** The text in the locale with {placeholders} filled. */
export function fill(
  text: Localized,
  locale: LocaleCode,
  vars: Record<string, string | number> = {},
): string {
  return text[locale].replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ''));
}

/** Localized text built from several localized parts (for example a list of names). */
export function compose(
  locale: LocaleCode,
  text: Localized,
  vars: Record<string, Localized | string | number>,
) {
  const flat: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(vars))
    flat[key] = typeof value === 'object' ? value[locale] : value;
  return fill(text, locale, flat);
}

const LIST_SEPARATOR: Localized = L(', ', ', ', ', ', '، ', '، ');
export const joinList = (items: readonly string[], locale: LocaleCode) => items.join(LIST_SEPARATOR[locale]);

/** Weekday names as the questionnaire shows them. */
export function weekdayName(day: Weekday, locale: LocaleCode): string {
  const question = questionByName('workout_days');
  const option = question?.answerType === 'select' ? question.options.find((o) => o.en === day) : undefined;
  return option?.[locale] ?? day;
}

const MINUTES: Localized = L('{n} min', '{n} dk', '{n} min', '{n} دقيقة', '{n} دقیقه');

const arabicPlural = new Intl.PluralRules('ar');
/** Arabic counts 3 to 10 take the plural: 2 دقيقتان, 5 دقائق, 15 دقيقة. */
const ARABIC_MINUTES: Partial<Record<Intl.LDMLPluralRule, string>> = { two: '{n} دقيقتان', few: '{n} دقائق' };

/** A number of minutes as a duration in the locale ("12 min", "5 دقائق"). */
export function minutesText(n: number, locale: LocaleCode): string {
  const arabic = locale === 'ar' ? ARABIC_MINUTES[arabicPlural.select(n)] : undefined;
  return (arabic ?? MINUTES[locale]).replace('{n}', String(n));
}

/** Thousands with commas (spec 000 section 9), whole numbers. */
export const formatNumber = (n: number) => Math.round(n).toLocaleString('en-US');

/** A stored (English) option of a question in the locale, or the value itself. */
export function optionLabel(question: string, value: string, locale: LocaleCode): string {
  const found = questionByName(question);
  const option = found?.answerType === 'select' ? found.options.find((o) => o.en === value) : undefined;
  return option?.[locale] ?? value;
}
